import type { PythonFunction } from './types';
import { runtimeModule } from './runtime';

const dataPython = runtimeModule('data');

/**
 * Bars in the script (src/data): loading a CSV, the date window, weekly and monthly resampling,
 * trading days and session facts read off the bar labels.
 */
export const DATA_FUNCTIONS: readonly PythonFunction[] = [
  dataPython('bar_label', ['calendar_date']),
  dataPython('calendar_date', []),
  dataPython('load_bars', ['bar_label', 'fail']),
  dataPython('fail', []),
  dataPython('select_bars', []),
  dataPython('window_bars', ['select_bars']),
  dataPython('weekday_of', []),
  dataPython('week_ending_friday', ['weekday_of']),
  dataPython('resample', []),
  dataPython('day_numbers', []),
  dataPython('hhmm_minutes', []),
  dataPython('session_info', ['hhmm_minutes']),
];
