import { period, positive, time } from '../properties';
import { condition } from './define';

/** Market conditions: trend, volatility, volume and session time. */
export const CONDITION_BLOCKS = [
  condition('Trending Up', 'Trend', 'Close above its SMA and the SMA rising from the previous bar.', [
    period(20),
  ]),
  condition('Trending Down', 'Trend', 'Close below its SMA and the SMA falling from the previous bar.', [
    period(20),
  ]),
  condition(
    'Sideways',
    'Trend',
    'The SMA moved less than the threshold (a fraction, 0.02 = 2%) over the last n bars.',
    [period(20), positive('threshold', 0.02, 'Largest relative move of the SMA.')],
  ),
  condition('High Volatility', 'Volatility', 'ATR as a percentage of the close above the threshold.', [
    period(14, 'atrPeriod', 'ATR period.'),
    positive('threshold', 1.5, 'ATR in percent of the close.'),
  ]),
  condition('Low Volatility', 'Volatility', 'ATR as a percentage of the close below the threshold.', [
    period(14, 'atrPeriod', 'ATR period.'),
    positive('threshold', 0.5, 'ATR in percent of the close.'),
  ]),
  condition('High Volume', 'Volume', 'Volume above multiplier x its SMA over the period.', [
    period(20),
    positive('multiplier', 1.5, 'Multiple of the average volume.'),
  ]),
  condition('Low Volume', 'Volume', 'Volume below multiplier x its SMA over the period.', [
    period(20),
    positive('multiplier', 0.5, 'Multiple of the average volume.'),
  ]),
  condition(
    'Volume Spike',
    'Volume',
    'Volume above multiplier x the average volume of the previous n bars.',
    [period(5), positive('multiplier', 2, 'Multiple of the average volume.')],
  ),
  condition(
    'Market Open',
    'Session',
    'The bar that opens the session at the given time.',
    [time('time', '09:30', 'Session open (exchange time, HH:MM).')],
    true,
  ),
  condition(
    'Market Close',
    'Session',
    'The last bar of the session, ending at the given time.',
    [time('time', '16:00', 'Session close (exchange time, HH:MM).')],
    true,
  ),
  condition(
    'First Hour',
    'Session',
    'Bars starting from start up to, not including, end.',
    [time('start', '09:30', 'Start (HH:MM).'), time('end', '10:30', 'End (HH:MM).')],
    true,
  ),
  condition(
    'Last Hour',
    'Session',
    'Bars starting from start up to, not including, end.',
    [time('start', '15:00', 'Start (HH:MM).'), time('end', '16:00', 'End (HH:MM).')],
    true,
  ),
] as const;
