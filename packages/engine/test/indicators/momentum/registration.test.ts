import { describe, expect, it } from 'vitest';
import { defaultProperties } from '../../../src/blocks/catalogue';
import { MOMENTUM_INDICATORS } from '../../../src/blocks/catalogue/indicators-momentum';
import { MOMENTUM_COMPUTATIONS } from '../../../src/indicators/momentum';
import type { IndicatorComputation, PriceColumns } from '../../../src/indicators/types';

function bars(count: number): PriceColumns {
  const close = Float64Array.from({ length: count }, (_, index) => 100 + ((index * 7) % 5));
  return {
    times: Array.from({ length: count }, (_, index) => `2024-01-${String(index + 1).padStart(2, '0')}`),
    open: close.map((value) => value - 0.5),
    high: close.map((value) => value + 1),
    low: close.map((value) => value - 1),
    close,
    volume: close.map(() => 1000),
  };
}

const computations: Partial<Record<string, IndicatorComputation>> = MOMENTUM_COMPUTATIONS;
/** Blocks with no warm-up: a value on every bar. */
const NO_WARM_UP = new Set(['Balance of Power']);

describe('momentum block registration', () => {
  it.each(MOMENTUM_INDICATORS.map((block) => [block.name, block] as const))(
    '%s is registered and returns exactly its catalogue outputs',
    (_name, block) => {
      const compute = computations[block.name];
      expect(compute).toBeDefined();
      const outputs = compute?.(bars(80), defaultProperties(block)) ?? {};
      expect(Object.keys(outputs).sort()).toEqual([...block.outputs].sort());
      for (const column of Object.values(outputs)) {
        expect(column.length).toBe(80);
        expect(column.some(Number.isFinite)).toBe(true);
      }
    },
  );

  it.each(MOMENTUM_INDICATORS.map((block) => [block.name, block] as const))(
    '%s on a 5-bar series: all NaN within the warm-up, no throw; empty series gives empty columns',
    (_name, block) => {
      const compute = computations[block.name];
      const outputs = compute?.(bars(5), defaultProperties(block)) ?? {};
      expect(Object.keys(outputs).length).toBe(block.outputs.length);
      for (const column of Object.values(outputs)) {
        expect(column.length).toBe(5);
        expect(column.every(NO_WARM_UP.has(block.name) ? Number.isFinite : Number.isNaN)).toBe(true);
      }
      for (const column of Object.values(compute?.(bars(0), defaultProperties(block)) ?? {})) {
        expect(column.length).toBe(0);
      }
    },
  );
});
