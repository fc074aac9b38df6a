/**
 * New York time without a time-zone database (docs/engine.md#end-times): the US daylight-saving
 * rules since 1967, as plain arithmetic, so the engine gives the same instants everywhere.
 * Daylight time starts and ends at 02:00 local; every instant the engine asks about (16:00, 17:00,
 * hourly bars of a session) is far from that hour, so the rule is applied per local date.
 */

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** The day of the month of the n-th Sunday (n = 1, 2...) of a month (month 0-11). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
}

/** The day of the month of the last Sunday of a month (month 0-11). */
function lastSunday(year: number, month: number): number {
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const lastWeekday = new Date(Date.UTC(year, month, days)).getUTCDay();
  return days - lastWeekday;
}

/** The local dates (as UTC midnights) daylight time starts and ends in a year; null before 1967. */
function daylightSpan(year: number): [number, number] | null {
  if (year < 1967) return null;
  if (year >= 2007)
    return [Date.UTC(year, 2, nthSunday(year, 2, 2)), Date.UTC(year, 10, nthSunday(year, 10, 1))];
  if (year >= 1987) return [Date.UTC(year, 3, nthSunday(year, 3, 1)), Date.UTC(year, 9, lastSunday(year, 9))];
  return [Date.UTC(year, 3, lastSunday(year, 3)), Date.UTC(year, 9, lastSunday(year, 9))];
}

/** New York's offset from UTC in hours (-4 or -5) on a local date given as its UTC midnight. */
export function newYorkOffsetHours(localMidnight: number): number {
  const year = new Date(localMidnight).getUTCFullYear();
  const span = daylightSpan(year);
  return span !== null && localMidnight >= span[0] && localMidnight < span[1] ? -4 : -5;
}

/** The instant (ms since the epoch) of a New York wall-clock hour on a date (YYYY-MM-DD). */
export function newYorkInstant(date: string, hour: number): number {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  return midnight + hour * HOUR - newYorkOffsetHours(midnight) * HOUR;
}

/** The New York date (YYYY-MM-DD) of an instant. */
export function newYorkDate(instant: number): string {
  // Try standard time; when that local date is in daylight time, the hour is one later.
  const standard = instant - 5 * HOUR;
  const date = new Date(standard).toISOString().slice(0, 10);
  const midnight = Date.parse(`${date}T00:00:00Z`);
  if (newYorkOffsetHours(midnight) === -5) return date;
  return new Date(instant - 4 * HOUR).toISOString().slice(0, 10);
}

export { DAY, HOUR };
