import { line, period, source } from '../properties';
import type { TextProperty } from '../types';
import { indicator, pattern } from './define';

const PIVOT_LINES = ['pivot', 'r1', 'r2', 'r3', 's1', 's2', 's3'] as const;
const FIB_LINES = ['level1', 'level2', 'level3'] as const;

const fibLevels: TextProperty = {
  name: 'levels',
  kind: 'text',
  default: '0.236, 0.382, 0.618',
  pattern: '^\\s*[0-9.]+\\s*(,\\s*[0-9.]+\\s*){2}$',
  description: 'Three retracement ratios, giving the lines level1, level2 and level3.',
};

/** Support and resistance levels. */
export const LEVEL_INDICATORS = [
  indicator(
    'Pivot Points',
    'Support/Resistance',
    'Classic floor pivots from the high, low and close of the previous n bars.',
    [period(1), line(PIVOT_LINES, 'pivot')],
    PIVOT_LINES,
  ),
  indicator(
    'Fibonacci Retracement',
    'Support/Resistance',
    'Retracement levels between the highest high and lowest low of the lookback: high - (high - low) x ratio.',
    [fibLevels, period(20, 'lookback', 'Bars of the swing high and low.'), line(FIB_LINES, 'level1')],
    FIB_LINES,
  ),
  indicator(
    'Support Level',
    'Support/Resistance',
    'Lowest low of the previous n bars (the current bar excluded).',
    [period(20, 'lookback', 'Bars to look back.')],
  ),
  indicator(
    'Resistance Level',
    'Support/Resistance',
    'Highest high of the previous n bars (the current bar excluded).',
    [period(20, 'lookback', 'Bars to look back.')],
  ),
  indicator(
    'Highest High',
    'Support/Resistance',
    'Highest high of the last n bars, the current one included.',
    [period(20)],
  ),
  indicator('Lowest Low', 'Support/Resistance', 'Lowest low of the last n bars, the current one included.', [
    period(20),
  ]),
  indicator('Midpoint', 'Support/Resistance', '(highest + lowest) / 2 of the value over the last n bars.', [
    period(14),
    source,
  ]),
] as const;

const strict = {
  name: 'strict',
  kind: 'boolean',
  default: false,
  description: 'Stricter shape rules (see the description).',
} as const;

/** Candlestick patterns: true on the bar that completes the pattern. */
export const PATTERN_BLOCKS = [
  pattern(
    'Engulfing',
    'Bullish engulfing: a down bar followed by an up bar whose body covers the previous body. Strict: the body must extend beyond it on both ends.',
    [strict],
  ),
  pattern(
    'Hammer',
    'Small body in the upper third of the range with a lower shadow at least twice the body. Strict: also after a lower close than 5 bars before, and an upper shadow no larger than 10% of the range.',
    [strict],
  ),
  pattern(
    'Shooting Star',
    'Small body in the lower third of the range with an upper shadow at least twice the body. Strict: also after a higher close than 5 bars before, and a lower shadow no larger than 10% of the range.',
    [strict],
  ),
  pattern('Doji', 'Open and close almost equal: |close - open| <= threshold x (high - low).', [
    {
      name: 'threshold',
      kind: 'number',
      default: 0.1,
      min: 0,
      max: 1,
      description: 'Body as a share of the range.',
    },
  ]),
] as const;
