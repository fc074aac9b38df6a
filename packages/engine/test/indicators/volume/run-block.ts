import { defaultProperties, findBlock } from '../../../src/blocks/catalogue';
import type { PropertyValue } from '../../../src/blocks/types';
import { VOLUME_COMPUTATIONS } from '../../../src/indicators/volume';
import type { IndicatorOutputs, PriceColumns } from '../../../src/indicators/types';

/** Runs a volume block through its registered adapter, catalogue defaults overridden by `overrides`. */
export function runVolumeBlock(
  name: keyof typeof VOLUME_COMPUTATIONS,
  bars: PriceColumns,
  overrides: Record<string, PropertyValue> = {},
): IndicatorOutputs {
  const block = findBlock(name);
  if (!block) throw new Error(`No catalogue block ${name}`);
  return VOLUME_COMPUTATIONS[name](bars, { ...defaultProperties(block), ...overrides });
}

/** The named output, failing loudly when the adapter did not produce it. */
export function output(outputs: IndicatorOutputs, name: string): Float64Array {
  const column = outputs[name];
  if (!column) throw new Error(`missing output ${name}`);
  return column;
}

/**
 * An 8-bar daily series worked by hand in the tests: bar 2 has no volume, bar 6 has high == low.
 */
export function handBars(): PriceColumns {
  return {
    times: [
      '2024-01-02',
      '2024-01-03',
      '2024-01-04',
      '2024-01-05',
      '2024-01-08',
      '2024-01-09',
      '2024-01-10',
      '2024-01-11',
    ],
    open: Float64Array.from([9.2, 10, 11, 11, 10.5, 12.3, 11.5, 11.7]),
    high: Float64Array.from([10, 11, 12, 11.5, 12.5, 13, 11.5, 12.8]),
    low: Float64Array.from([9, 10, 10.5, 10, 11, 12, 11.5, 11.6]),
    close: Float64Array.from([9.5, 10.8, 11, 10.2, 12.4, 12.2, 11.5, 12.8]),
    volume: Float64Array.from([1000, 1500, 0, 2000, 1200, 800, 1600, 1000]),
  };
}

/** Expects `actual` to be NaN for the first `warmUp` bars, then close to `expected`. */
export function expectHandValues(actual: Float64Array, warmUp: number, expected: readonly number[]): void {
  if (actual.length !== warmUp + expected.length) throw new Error(`length ${actual.length}`);
  for (let index = 0; index < warmUp; index += 1) {
    if (!Number.isNaN(actual[index])) throw new Error(`index ${index} should be NaN, got ${actual[index]}`);
  }
  expected.forEach((value, offset) => {
    const got = actual[warmUp + offset] ?? Number.NaN;
    if (!(Math.abs(got - value) <= 1e-9 * Math.max(1, Math.abs(value)))) {
      throw new Error(`index ${warmUp + offset}: expected ${value}, got ${got}`);
    }
  });
}
