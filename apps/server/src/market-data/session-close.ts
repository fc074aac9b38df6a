/**
 * When a daily bar is finished. A US session closes at 16:00 New York time; Yahoo's daily bar of
 * the day is taken as final a quarter of an hour later. A crypto day ends at midnight UTC.
 */

/** Minutes after midnight, local time, at which a US session's daily bar is taken as final. */
export const US_BAR_FINAL_MINUTES = 16 * 60 + 15;

/** The exchange of the "US Stocks" class (NYSE, Nasdaq): its time zone. */
export const US_MARKET_TIME_ZONE = 'America/New_York';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
    } catch {
      format = formatFor('UTC');
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** An instant's calendar date (YYYY-MM-DD) and minutes after midnight in a time zone. */
export function zonedClock(instant: Date, timeZone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const hour = Number(parts['hour'] ?? 0) % 24;
  return {
    date: `${parts['year'] ?? ''}-${parts['month'] ?? ''}-${parts['day'] ?? ''}`,
    minutes: hour * 60 + Number(parts['minute'] ?? 0),
  };
}

const DAY_MS = 86_400_000;

/** The calendar day before a YYYY-MM-DD date. */
export function previousDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** Saturday or Sunday. */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}
