import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { computeFirstHour } from '../../../src/indicators/conditions/first-hour';
import { computeLastHour } from '../../../src/indicators/conditions/last-hour';
import { computeMarketClose } from '../../../src/indicators/conditions/market-close';
import { computeMarketOpen } from '../../../src/indicators/conditions/market-open';
import type { IndicatorComputation, PriceColumns } from '../../../src/indicators/types';
import { dateOf, parseBarsCsv, sliceByDate } from '../../../src/index';
import { dailyBars } from '../talib-reference';

function hourly(times: string[]): PriceColumns {
  const flat = new Float64Array(times.length).fill(100);
  return { times, open: flat, high: flat, low: flat, close: flat, volume: flat };
}

// A full day (09:30, 10:00 ... 15:00) and the half day after Thanksgiving (09:30 ... 12:00).
const FULL_DAY = ['09:30', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'].map(
  (clock) => `2020-03-16T${clock}:00-04:00`,
);
const HALF_DAY = ['09:30', '10:00', '11:00', '12:00'].map((clock) => `2020-11-27T${clock}:00-05:00`);
const BARS = hourly([...FULL_DAY, ...HALF_DAY]);

const run = (compute: IndicatorComputation, params: Record<string, string>, bars = BARS) =>
  Array.from(compute(bars, params)['value'] ?? new Float64Array());

describe('Market Open', () => {
  it('is the bar starting at the given time', () => {
    expect(run(computeMarketOpen, { time: '09:30' })).toEqual([1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0]);
    expect(run(computeMarketOpen, { time: '10:00' })).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0]);
  });
});

describe('Market Close', () => {
  it('is the bar ending at or after the time, or the last of its session (half days too)', () => {
    expect(run(computeMarketClose, { time: '16:00' })).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1]);
    // The 14:00 bar ends at 15:00.
    expect(run(computeMarketClose, { time: '15:00' })).toEqual([0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 1]);
  });
});

describe('First Hour and Last Hour', () => {
  it('First Hour is start <= bar start < end', () => {
    expect(run(computeFirstHour, { start: '09:30', end: '10:30' })).toEqual([
      1, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0,
    ]);
    expect(run(computeFirstHour, { start: '09:30', end: '10:00' })).toEqual([
      1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
    ]);
  });

  it('Last Hour is start <= bar start < end', () => {
    expect(run(computeLastHour, { start: '15:00', end: '16:00' })).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0]);
    expect(run(computeLastHour, { start: '11:00', end: '13:00' })).toEqual([0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 1]);
  });
});

describe('Session conditions off intraday bars', () => {
  const daily = dailyBars('SPY', '2024-01-01', '2024-01-31');
  const zeros = new Array<number>(daily.times.length).fill(0);

  it('are 0 on every daily bar, without throwing', () => {
    expect(run(computeMarketOpen, { time: '09:30' }, daily)).toEqual(zeros);
    expect(run(computeMarketClose, { time: '16:00' }, daily)).toEqual(zeros);
    expect(run(computeFirstHour, { start: '09:30', end: '10:30' }, daily)).toEqual(zeros);
    expect(run(computeLastHour, { start: '15:00', end: '16:00' }, daily)).toEqual(zeros);
  });

  it('match no bar with malformed time text', () => {
    const none = new Array<number>(11).fill(0);
    expect(run(computeMarketOpen, { time: 'noon' })).toEqual(none);
    expect(run(computeFirstHour, { start: '9h30', end: '10:30' })).toEqual(none);
  });
});

describe('Session conditions on the bundled hourly SPY (2020)', () => {
  const file = fileURLToPath(new URL('../../../../../data/market/1h/SPY.csv', import.meta.url));
  const parsed = parseBarsCsv(readFileSync(file, 'utf8'), 'SPY');
  if (!parsed.ok) throw new Error(parsed.message);
  const bars = sliceByDate(parsed.series, '2020-01-01', '2020-12-31');
  const days = new Set(bars.times.map(dateOf)).size;
  const count = (values: number[]) => values.filter((value) => value === 1).length;

  it('opens and closes every session once, half days included', () => {
    expect(days).toBeGreaterThan(250);
    expect(count(run(computeMarketOpen, { time: '09:30' }, bars))).toBe(days);
    expect(count(run(computeMarketClose, { time: '16:00' }, bars))).toBe(days);
    expect(count(run(computeFirstHour, { start: '09:30', end: '10:30' }, bars))).toBe(2 * days);
  });
});
