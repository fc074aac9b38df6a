import { line, period, source } from '../properties';
import { indicator } from './define';

const MACD_LINES = ['macd', 'signal', 'histogram'] as const;
const STOCH_LINES = ['k', 'd'] as const;

/** Oscillators and momentum indicators. */
export const MOMENTUM_INDICATORS = [
  indicator('RSI', 'Momentum', "Wilder's relative strength index, 0 to 100.", [period(14), source]),
  indicator(
    'MACD',
    'Momentum',
    'EMA(fast) - EMA(slow) (macd), its EMA (signal) and their difference (histogram).',
    [
      period(12, 'fast', 'Fast EMA period.'),
      period(26, 'slow', 'Slow EMA period.'),
      period(9, 'signal', 'Signal EMA period.'),
      source,
      line(MACD_LINES, 'macd'),
    ],
    MACD_LINES,
  ),
  indicator(
    'Stochastic',
    'Momentum',
    'Slow stochastic: %K is the SMA(d) of the raw %K over k bars, %D the SMA(d) of %K.',
    [
      period(14, 'kPeriod', 'Bars of the highest high and lowest low.'),
      period(3, 'dPeriod', 'Smoothing of %K and of %D.'),
      line(STOCH_LINES, 'k'),
    ],
    STOCH_LINES,
  ),
  indicator('Williams %R', 'Momentum', 'Close within the high-low range of the window, 0 to -100.', [
    period(14),
  ]),
  indicator('CCI', 'Momentum', 'Commodity channel index: typical price against its mean deviation.', [
    period(20),
  ]),
  indicator('ROC', 'Momentum', 'Rate of change in percent: (value / value n bars ago - 1) x 100.', [
    period(10),
    source,
  ]),
  indicator('Momentum', 'Momentum', 'Value minus the value n bars ago.', [period(10), source]),
  indicator('TRIX', 'Momentum', 'One-bar rate of change (percent) of a triple EMA.', [period(15), source]),
  indicator(
    'Stochastic RSI',
    'Momentum',
    'Stochastic of the RSI: %K raw over k bars of RSI, %D its SMA.',
    [
      period(14),
      period(14, 'kPeriod', 'Bars of the RSI high-low range.'),
      period(3, 'dPeriod', 'Smoothing of %D.'),
      source,
      line(STOCH_LINES, 'k'),
    ],
    STOCH_LINES,
  ),
  indicator('Ultimate Oscillator', 'Momentum', "Williams' weighted buying pressure over three windows.", [
    period(7, 'period1', 'Short window.'),
    period(14, 'period2', 'Middle window.'),
    period(28, 'period3', 'Long window.'),
  ]),
  indicator('PPO', 'Momentum', 'Percentage price oscillator: (EMA(fast) - EMA(slow)) / EMA(slow) x 100.', [
    period(12, 'fast', 'Fast EMA period.'),
    period(26, 'slow', 'Slow EMA period.'),
    source,
  ]),
  indicator('APO', 'Momentum', 'Absolute price oscillator: EMA(fast) - EMA(slow).', [
    period(12, 'fast', 'Fast EMA period.'),
    period(26, 'slow', 'Slow EMA period.'),
    source,
  ]),
  indicator('CMO', 'Momentum', 'Chande momentum oscillator, -100 to 100 (Wilder-smoothed).', [
    period(14),
    source,
  ]),
  indicator('Balance of Power', 'Momentum', '(close - open) / (high - low).', []),
  indicator('Awesome Oscillator', 'Momentum', 'SMA(fast) - SMA(slow) of the bar midpoint (high + low) / 2.', [
    period(5, 'fast', 'Fast SMA period.'),
    period(34, 'slow', 'Slow SMA period.'),
  ]),
  indicator(
    'TSI',
    'Momentum',
    'True strength index: double-smoothed momentum over double-smoothed |momentum|, x 100.',
    [period(25, 'long', 'First EMA period.'), period(13, 'short', 'Second EMA period.'), source],
  ),
] as const;
