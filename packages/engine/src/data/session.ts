import { clockOf, dateOf } from './bars';

/**
 * Per-bar session facts for intraday bars, read off the bar labels (exchange time):
 * - `start`: the bar's start clock, HH:MM;
 * - `end`: the next bar's start when it is the same day, else start + the interval (60 minutes);
 * - `firstOfSession` / `lastOfSession`: the bar opens / closes its trading day.
 * On daily or longer bars every bar is its own session and the clocks are "".
 */
export interface SessionInfo {
  start: string[];
  end: string[];
  firstOfSession: Uint8Array;
  lastOfSession: Uint8Array;
}

export function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':');
  return Number(hours) * 60 + Number(minutes);
}

export function clockFromMinutes(total: number): string {
  const hours = Math.floor(total / 60) % 24;
  const minutes = total % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export function sessionInfo(times: readonly string[], barMinutes = 60): SessionInfo {
  const count = times.length;
  const start: string[] = new Array<string>(count);
  const end: string[] = new Array<string>(count);
  const firstOfSession = new Uint8Array(count);
  const lastOfSession = new Uint8Array(count);
  for (let index = 0; index < count; index += 1) {
    const time = times[index] ?? '';
    const next = times[index + 1];
    const date = dateOf(time);
    const clock = clockOf(time);
    start[index] = clock;
    const previous = times[index - 1];
    firstOfSession[index] = previous === undefined || dateOf(previous) !== date ? 1 : 0;
    const nextSameDay = next !== undefined && dateOf(next) === date;
    lastOfSession[index] = nextSameDay ? 0 : 1;
    if (clock === '') end[index] = '';
    else end[index] = nextSameDay ? clockOf(next) : clockFromMinutes(minutesOf(clock) + barMinutes);
  }
  return { start, end, firstOfSession, lastOfSession };
}
