import { line, period } from '../properties';
import { indicator } from './define';

const LINE_AND_SIGNAL = ['value', 'signal'] as const;

/** Volume-based indicators. */
export const VOLUME_INDICATORS = [
  indicator(
    'OBV',
    'Volume',
    'On-balance volume from the first bar of the window (value), and an SMA of it over the period (signal).',
    [period(14), line(LINE_AND_SIGNAL, 'value')],
    LINE_AND_SIGNAL,
  ),
  indicator('Volume SMA', 'Volume', 'Simple moving average of volume.', [period(20)]),
  indicator(
    'Volume Rate',
    'Volume',
    'Relative volume: volume / SMA(volume) over the period (1 is average).',
    [period(14)],
  ),
  indicator(
    'AD',
    'Volume',
    'Chaikin accumulation/distribution line from the first bar of the window (value), and an SMA of it over the period (signal).',
    [period(14), line(LINE_AND_SIGNAL, 'value')],
    LINE_AND_SIGNAL,
  ),
  indicator('Chaikin Oscillator', 'Volume', 'EMA(fast) - EMA(slow) of the accumulation/distribution line.', [
    period(3, 'fast', 'Fast EMA period.'),
    period(10, 'slow', 'Slow EMA period.'),
  ]),
  indicator('CMF', 'Volume', 'Chaikin money flow: money flow volume over volume across the window.', [
    period(20),
  ]),
  indicator('MFI', 'Volume', 'Money flow index: a volume-weighted RSI of the typical price, 0 to 100.', [
    period(14),
  ]),
  indicator(
    'VWAP',
    'Volume',
    'Volume-weighted average typical price: per session on intraday bars, from the first bar of the window on daily or longer bars.',
    [],
  ),
  indicator('Force Index', 'Volume', 'EMA of (close - previous close) x volume.', [period(13)]),
  indicator('Ease of Movement', 'Volume', 'SMA of midpoint move x range / volume (volume in millions).', [
    period(14),
  ]),
] as const;
