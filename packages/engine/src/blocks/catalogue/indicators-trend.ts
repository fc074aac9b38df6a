import { line, period, positive, source } from '../properties';
import { indicator } from './define';

const ICHIMOKU_LINES = ['tenkan', 'kijun', 'senkou_a', 'senkou_b'] as const;

/** Moving averages and trend indicators. */
export const TREND_INDICATORS = [
  {
    ...indicator('SMA', 'Trend', 'Simple moving average: the mean of the last n values.', [
      period(20),
      source,
    ]),
    aliases: ['moving average', 'MA'],
  },
  indicator(
    'EMA',
    'Trend',
    'Exponential moving average, weight 2 / (n + 1), seeded with the SMA of the first n values.',
    [period(20), source],
  ),
  indicator('WMA', 'Trend', 'Linearly weighted moving average (weights 1..n, newest heaviest).', [
    period(20),
    source,
  ]),
  indicator('VWMA', 'Trend', 'Volume-weighted moving average: sum(value x volume) / sum(volume).', [
    period(20),
    source,
  ]),
  indicator('DEMA', 'Trend', 'Double EMA: 2 x EMA - EMA(EMA), less lag than an EMA.', [period(20), source]),
  indicator('TEMA', 'Trend', 'Triple EMA: 3 x EMA - 3 x EMA(EMA) + EMA(EMA(EMA)).', [period(20), source]),
  indicator('TRIMA', 'Trend', 'Triangular moving average: an SMA of an SMA, weighted to the middle.', [
    period(20),
    source,
  ]),
  indicator(
    'KAMA',
    'Trend',
    "Kaufman's adaptive moving average: fast in trends, slow in noise (fast 2, slow 30).",
    [period(10), source],
  ),
  indicator('HMA', 'Trend', 'Hull moving average: WMA(2 x WMA(n/2) - WMA(n), sqrt(n)).', [
    period(20),
    source,
  ]),
  indicator('T3', 'Trend', "Tillson's T3: six EMAs combined with a volume factor.", [
    period(5),
    positive('vFactor', 0.7, 'Volume factor (0 to 1).', { max: 1 }),
    source,
  ]),
  indicator('ZLEMA', 'Trend', 'Zero-lag EMA: an EMA of 2 x value - value (n - 1) / 2 bars ago.', [
    period(20),
    source,
  ]),
  indicator('SMMA', 'Trend', "Smoothed moving average (Wilder's): seeded with an SMA, weight 1 / n.", [
    period(20),
    source,
  ]),
  indicator('Linear Regression', 'Trend', 'End point of the least-squares line over the last n values.', [
    period(14),
    source,
  ]),
  indicator(
    'Linear Regression Slope',
    'Trend',
    'Slope per bar of the least-squares line over the last n values.',
    [period(14), source],
  ),
  indicator(
    'Time Series Forecast',
    'Trend',
    'The least-squares line over the last n values, projected one bar ahead.',
    [period(14), source],
  ),
  indicator(
    'Parabolic SAR',
    'Trend',
    "Wilder's stop-and-reverse: a trailing level that flips with the trend.",
    [
      positive('acceleration', 0.02, 'Acceleration factor step.', { max: 1 }),
      positive('maximum', 0.2, 'Largest acceleration factor.', { max: 1 }),
    ],
  ),
  indicator(
    'SuperTrend',
    'Trend',
    'ATR band that trails price: below it in an uptrend, above it in a downtrend.',
    [period(10), positive('multiplier', 3, 'ATR multiple of the band.')],
  ),
  indicator(
    'Ichimoku Cloud',
    'Trend',
    'Tenkan, kijun and the two cloud spans (shifted forward, so no future bar is read).',
    [
      period(9, 'conversionPeriod', 'Tenkan-sen window.'),
      period(26, 'basePeriod', 'Kijun-sen window.'),
      period(52, 'spanBPeriod', 'Senkou span B window.'),
      period(26, 'displacement', 'Bars the spans are shifted forward.'),
      line(ICHIMOKU_LINES, 'tenkan'),
    ],
    ICHIMOKU_LINES,
  ),
  indicator(
    'Aroon',
    'Trend',
    'Bars since the highest high (up) and lowest low (down) of the window, scaled 0 to 100.',
    [period(14), line(['up', 'down'], 'up')],
    ['up', 'down'],
  ),
  indicator('Aroon Oscillator', 'Trend', 'Aroon up minus Aroon down.', [period(14)]),
  indicator('ADX', 'Trend', "Wilder's average directional index: trend strength from 0 to 100.", [
    period(14),
  ]),
  indicator(
    'DMI',
    'Trend',
    "Wilder's directional indicators +DI (plus) and -DI (minus).",
    [period(14), line(['plus', 'minus'], 'plus')],
    ['plus', 'minus'],
  ),
  indicator('ADXR', 'Trend', 'ADX rating: the average of ADX now and n - 1 bars ago.', [period(14)]),
] as const;
