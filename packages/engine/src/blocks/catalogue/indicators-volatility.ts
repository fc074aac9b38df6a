import { line, period, positive, source } from '../properties';
import { indicator } from './define';

const BANDS = ['upper', 'middle', 'lower'] as const;

/** Volatility indicators and bands. */
export const VOLATILITY_INDICATORS = [
  indicator('ATR', 'Volatility', "Wilder's average true range.", [period(14)]),
  indicator('NATR', 'Volatility', 'ATR as a percentage of the close.', [period(14)]),
  indicator('True Range', 'Volatility', 'max(high, previous close) - min(low, previous close).', []),
  {
    ...indicator(
      'Bollinger Bands',
      'Volatility',
      'SMA (middle) plus and minus a multiple of the population standard deviation.',
      [
        period(20),
        positive('stdDev', 2, 'Standard deviations from the middle.'),
        source,
        line(BANDS, 'middle'),
      ],
      BANDS,
    ),
    aliases: ['Bollinger'],
  },
  indicator(
    'Bollinger %B',
    'Volatility',
    'Where the value sits between the bands: (value - lower) / (upper - lower).',
    [period(20), positive('stdDev', 2, 'Standard deviations from the middle.'), source],
  ),
  indicator(
    'Bollinger Bandwidth',
    'Volatility',
    'Width of the bands relative to the middle: (upper - lower) / middle.',
    [period(20), positive('stdDev', 2, 'Standard deviations from the middle.'), source],
  ),
  indicator(
    'Keltner Channels',
    'Volatility',
    'EMA of the close (middle) plus and minus a multiple of the ATR, both over the period.',
    [period(20), positive('multiplier', 2, 'ATR multiple of the channel.'), line(BANDS, 'middle')],
    BANDS,
  ),
  indicator(
    'Donchian Channels',
    'Volatility',
    'Highest high (upper) and lowest low (lower) of the window, and their midpoint (middle).',
    [period(20), line(BANDS, 'middle')],
    BANDS,
  ),
  indicator('Standard Deviation', 'Volatility', 'Population standard deviation of the last n values.', [
    period(20),
    source,
  ]),
  indicator('Z-Score', 'Volatility', '(value - SMA) / population standard deviation over the window.', [
    period(20),
    source,
  ]),
] as const;
