import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { parseBarsCsv, sliceByDate, type BarSeries } from '../../src/index';

/**
 * TA-Lib itself (the C library, through the `talib` npm addon) as the independent reference for
 * indicators that TA-Lib defines. Tests compare the engine's columns with TA-Lib's on real data.
 */
interface TalibResult {
  begIndex: number;
  nbElement: number;
  result: Record<string, number[]>;
}
const require = createRequire(import.meta.url);
const talibAddon = require('talib') as {
  execute(options: Record<string, unknown>): TalibResult & { error?: string };
};

/** Runs a TA-Lib function; returns each output as a full-length column with NaN before begIndex. */
export function talib(
  name: string,
  inputs: Partial<Record<'open' | 'high' | 'low' | 'close' | 'volume' | 'inReal', Float64Array>>,
  options: Record<string, number> = {},
): Record<string, Float64Array> {
  const length = Object.values(inputs)[0]?.length ?? 0;
  const arrays = Object.fromEntries(Object.entries(inputs).map(([key, column]) => [key, Array.from(column)]));
  const answer = talibAddon.execute({ name, startIdx: 0, endIdx: length - 1, ...arrays, ...options });
  if (answer.error) throw new Error(`TA-Lib ${name}: ${answer.error}`);
  const outputs: Record<string, Float64Array> = {};
  for (const [key, values] of Object.entries(answer.result)) {
    const column = new Float64Array(length).fill(Number.NaN);
    values.forEach((value, offset) => {
      column[answer.begIndex + offset] = value;
    });
    outputs[key] = column;
  }
  return outputs;
}

const DATA_DIR = fileURLToPath(new URL('../../../../data/market/1d/', import.meta.url));

/** Real daily bars from the bundled dataset (read directly: the engine has no loader). */
export function dailyBars(file: string, start = '2020-01-01', end = '2024-12-31'): BarSeries {
  const parsed = parseBarsCsv(readFileSync(`${DATA_DIR}${file}.csv`, 'utf8'), file);
  if (!parsed.ok) throw new Error(parsed.message);
  return sliceByDate(parsed.series, start, end);
}

/**
 * Expects two columns to agree: NaN in exactly the same places, and values within a relative
 * tolerance (absolute near zero).
 */
export function expectColumnsClose(actual: Float64Array, expected: Float64Array, tolerance = 1e-9): void {
  expect(actual.length).toBe(expected.length);
  const firstActual = actual.findIndex((value) => Number.isFinite(value));
  const firstExpected = expected.findIndex((value) => Number.isFinite(value));
  expect(firstActual, 'first index with a value').toBe(firstExpected);
  for (let index = 0; index < expected.length; index += 1) {
    const want = expected[index] ?? Number.NaN;
    const got = actual[index] ?? Number.NaN;
    if (Number.isNaN(want)) {
      expect(Number.isNaN(got), `index ${index} should be empty`).toBe(true);
      continue;
    }
    const scale = Math.max(1, Math.abs(want));
    if (Math.abs(got - want) > tolerance * scale) {
      expect(got, `index ${index}`).toBeCloseTo(want, 12);
    }
  }
}
