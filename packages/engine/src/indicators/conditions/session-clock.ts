import { sessionInfo, type SessionInfo } from '../../data/session';
import type { IndicatorParams, PriceColumns } from '../types';

const CLOCK = /^(\d{1,2}):(\d{2})$/;

/** Minutes after midnight of an "HH:MM" (or "H:MM") clock; NaN for anything else, "" included. */
export function clockMinutes(clock: string): number {
  const match = CLOCK.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/**
 * A time property in minutes after midnight. The compiler validates the HH:MM text; malformed text
 * that still reaches here is NaN, which equals and bounds no clock (comparisons with it are false).
 */
export function clockParam(params: IndicatorParams, name: string): number {
  const value = params[name];
  return typeof value === 'string' ? clockMinutes(value.trim()) : Number.NaN;
}

/** Session facts of intraday bars with the start and end clocks in minutes (NaN on daily bars). */
export interface SessionClocks {
  info: SessionInfo;
  start: Float64Array;
  end: Float64Array;
}

/**
 * The bars' session clocks from sessionInfo. Daily and longer bars have no clock ("" in
 * sessionInfo), so every clock is NaN there and the session conditions are 0 on every bar.
 */
export function sessionClocks(bars: PriceColumns): SessionClocks {
  const info = sessionInfo(bars.times);
  return {
    info,
    start: Float64Array.from(info.start, clockMinutes),
    end: Float64Array.from(info.end, clockMinutes),
  };
}

/** 1 where from <= bar start clock < to (First Hour, Last Hour); 0 elsewhere and on daily bars. */
export function clockWindow(bars: PriceColumns, from: number, to: number): Float64Array {
  const { start } = sessionClocks(bars);
  return Float64Array.from(start, (clock) => (from <= clock && clock < to ? 1 : 0));
}
