import { period, positive, time } from '../properties';
import { exit } from './define';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Exit rules: each acts on every open trade from its entry bar on. */
export const EXIT_BLOCKS = [
  {
    ...exit(
      'Fixed Holding Period',
      'Time',
      'Closes the trade at the open after it has been held this many bars.',
      [period(30, 'bars', 'Bars to hold.')],
    ),
    phrases: ['after {bars} bars', 'after {bars} bar'],
  },
  exit(
    'End of Day',
    'Time',
    'Closes the trade at the close of the first bar ending at or after the time (or of the last bar of its session).',
    [time('time', '16:00', 'Exit time (exchange time, HH:MM).')],
    true,
  ),
  exit(
    'End of Week',
    'Time',
    'Closes the trade at the close of the given weekday (or of the last bar of its week).',
    [
      {
        name: 'day',
        kind: 'choice',
        default: 'Friday',
        choices: WEEKDAYS,
        description: 'Weekday to exit on.',
      },
    ],
  ),
  {
    ...exit(
      'Take Profit %',
      'Targets',
      "Target at the entry price moved in the trade's favour by the percentage.",
      [positive('percentage', 10, 'Percent from the entry price.')],
    ),
    phrases: ['take profit {percentage}%'],
  },
  {
    ...exit(
      'Take Profit $',
      'Targets',
      "Target where the trade's P&L reaches the amount: entry +/- amount / size.",
      [positive('amount', 100, 'Profit in money.')],
    ),
    phrases: ['take profit ${amount}'],
  },
  {
    ...exit('Stop Loss %', 'Stops', 'Stop at the entry price moved against the trade by the percentage.', [
      positive('percentage', 5, 'Percent from the entry price.'),
    ]),
    phrases: ['stop loss {percentage}%'],
  },
  {
    ...exit(
      'Stop Loss $',
      'Stops',
      "Stop where the trade's loss reaches the amount: entry -/+ amount / size.",
      [positive('amount', 50, 'Loss in money.')],
    ),
    phrases: ['stop loss ${amount}'],
  },
  exit('ATR Stop', 'Stops', 'Stop at the entry price -/+ multiplier x ATR of the signal bar.', [
    positive('atrMultiplier', 2, 'ATR multiple.'),
    period(14),
  ]),
  {
    ...exit('Trailing Stop %', 'Stops', 'Stop trailing the best price since entry by the percentage.', [
      positive('percentage', 5, 'Percent below the highest high (above the lowest low for shorts).'),
    ]),
    phrases: ['trailing stop {percentage}%'],
  },
  exit(
    'Trailing Stop ATR',
    'Stops',
    'Stop trailing the best price since entry by multiplier x ATR of the signal bar.',
    [positive('atrMultiplier', 1.5, 'ATR multiple.'), period(14)],
  ),
  exit('Support Break', 'Levels', 'Exits when the low breaks below the lowest low of the previous n bars.', [
    period(20, 'lookback', 'Bars to look back.'),
  ]),
  exit(
    'Resistance Break',
    'Levels',
    'Exits when the high breaks above the highest high of the previous n bars.',
    [period(20, 'lookback', 'Bars to look back.')],
  ),
  exit(
    'Max Drawdown',
    'Stops',
    'Stop trailing the best close since entry by the percentage: the trade gives back at most this much from its peak.',
    [positive('percentage', 10, 'Percent below the highest close (above the lowest close for shorts).')],
  ),
  exit(
    'Profit Target',
    'Targets',
    "Target at the entry price moved in the trade's favour by the percentage.",
    [positive('percentage', 20, 'Percent from the entry price.')],
  ),
  exit(
    'Risk/Reward Ratio',
    'Targets',
    'Target at ratio x the distance from the entry to the stop of the same exit rule.',
    [positive('ratio', 2, 'Reward per unit of risk.')],
  ),
] as const;
