/**
 * The recorded SPY sessions the watch spec plays (the bundled bars, served later by the watch
 * server): the strategy is watched after the close of 2024-10-30; the close of 2024-10-31 decides
 * the exit of the trade open since 2024-09-17 (SMA 5/20 cross with a 1.5 % stop).
 */
export const WATCH_SOURCE = {
  strategyStart: '2023-01-03',
  savedEnd: '2024-10-25',
  watchedFrom: '2024-10-30',
  alertBar: '2024-10-31',
} as const;
