import { expect } from 'vitest';
import { defaultProperties, findBlock, type PropertyValue } from '../../../src/index';
import type { PriceColumns } from '../../../src/indicators/types';
import { dailyBars } from '../talib-reference';

/** The catalogue's default properties of a block, with some overridden. */
export function propertiesOf(
  blockName: string,
  overrides: Record<string, PropertyValue> = {},
): Record<string, PropertyValue> {
  const block = findBlock(blockName);
  if (!block) throw new Error(`No block named ${blockName}`);
  return { ...defaultProperties(block), ...overrides };
}

/** Price columns from hand-written bars (open = close and volume 0 unless given). */
export function barsOf(
  rows: readonly { high: number; low: number; close: number; open?: number; volume?: number }[],
): PriceColumns {
  return {
    times: rows.map((_, index) => `2024-01-${String(index + 1).padStart(2, '0')}`),
    open: Float64Array.from(rows, (row) => row.open ?? row.close),
    high: Float64Array.from(rows, (row) => row.high),
    low: Float64Array.from(rows, (row) => row.low),
    close: Float64Array.from(rows, (row) => row.close),
    volume: Float64Array.from(rows, (row) => row.volume ?? 0),
  };
}

/** Bars whose high, low, open and close all equal the given closes. */
export function closesOnly(closes: readonly number[], volumes?: readonly number[]): PriceColumns {
  return barsOf(
    closes.map((close, index) => ({ high: close, low: close, close, volume: volumes?.[index] ?? 0 })),
  );
}

/** Expects a column to equal the expected numbers (NaN where expected is NaN) to 1e-9 relative. */
export function expectValues(actual: Float64Array, expected: readonly number[]): void {
  expect(actual.length).toBe(expected.length);
  expected.forEach((want, index) => {
    const got = actual[index] ?? Number.NaN;
    if (Number.isNaN(want)) {
      expect(Number.isNaN(got), `index ${index} should be empty, got ${got}`).toBe(true);
      return;
    }
    expect(Math.abs(got - want), `index ${index}: got ${got}, want ${want}`).toBeLessThanOrEqual(
      1e-9 * Math.max(1, Math.abs(want)),
    );
  });
}

/** 30 flat bars at 300, then 60 real SPY bars. */
export function flatThenSpy(): PriceColumns {
  const bars = dailyBars('SPY');
  const take = (column: Float64Array) =>
    Float64Array.from([...new Array<number>(30).fill(300), ...column.slice(0, 60)]);
  return {
    times: bars.times.slice(0, 90),
    open: take(bars.open),
    high: take(bars.high),
    low: take(bars.low),
    close: take(bars.close),
    volume: take(bars.volume),
  };
}
