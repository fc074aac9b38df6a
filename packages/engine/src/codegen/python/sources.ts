import type { PythonFunction } from './types';
import { runtimeModule } from './runtime';

const sourcesPython = runtimeModule('sources');

/**
 * Blocks reading another symbol or a longer timeframe in the script (src/sources,
 * docs/engine.md#11-other-symbols-and-timeframes): bar end times in New York time by the same
 * daylight-saving arithmetic (no time-zone database), aggregation with each period's completion
 * instant, and the as-of join with the 7-day staleness rule. Instants are whole milliseconds since
 * the epoch, as in the engine, so every comparison gives the same answer.
 */
export const SOURCES_FUNCTIONS: readonly PythonFunction[] = [
  sourcesPython('utc_midnight_ms', []),
  sourcesPython('new_york_offset_hours', []),
  sourcesPython('new_york_instant', ['utc_midnight_ms', 'new_york_offset_hours']),
  sourcesPython('utc_date_of', []),
  sourcesPython('new_york_date', ['utc_date_of', 'new_york_offset_hours']),
  sourcesPython('daily_bar_end', ['utc_midnight_ms', 'new_york_instant']),
  sourcesPython('intraday_instant', ['utc_midnight_ms', 'new_york_instant', 'fail']),
  sourcesPython('bar_ends', ['intraday_instant', 'daily_bar_end']),
  sourcesPython('last_day_of_month', ['weekday_of']),
  sourcesPython('completions', []),
  sourcesPython('daily_from_hourly', ['intraday_instant', 'new_york_date', 'new_york_instant']),
  sourcesPython('source_series', [
    'resample',
    'week_ending_friday',
    'bar_ends',
    'completions',
    'last_day_of_month',
    'daily_from_hourly',
  ]),
  sourcesPython('as_of_column', []),
  sourcesPython('sourced', ['source_series', 'as_of_column', 'bar_ends', 'as_column', 'fail']),
];
