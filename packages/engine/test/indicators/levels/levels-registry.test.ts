import { describe, expect, it } from 'vitest';
import { defaultProperties } from '../../../src/blocks/catalogue';
import { LEVEL_INDICATORS as BLOCKS } from '../../../src/blocks/catalogue/indicators-levels';
import { LEVELS_COMPUTATIONS as COMPUTATIONS } from '../../../src/indicators/levels/index';
import { dailyBars } from '../talib-reference';

describe('levels blocks are registered under their catalogue names', () => {
  const bars = dailyBars('SPY');
  const computations: Readonly<Record<string, (typeof COMPUTATIONS)[keyof typeof COMPUTATIONS]>> =
    COMPUTATIONS;

  it('registers every block of the family and nothing else', () => {
    expect(Object.keys(COMPUTATIONS).sort()).toEqual(BLOCKS.map((block) => block.name).sort());
  });

  it.each(BLOCKS.map((block) => ({ name: block.name, block })))(
    '$name returns every catalogue output over the whole series with its default properties',
    ({ name, block }) => {
      const compute = computations[name];
      expect(compute).toBeDefined();
      const outputs = compute?.(bars, defaultProperties(block)) ?? {};
      expect(Object.keys(outputs).sort()).toEqual([...block.outputs].sort());
      for (const column of Object.values(outputs)) {
        expect(column.length).toBe(bars.times.length);
        expect(column.some(Number.isFinite)).toBe(true);
      }
    },
  );

  it.each(BLOCKS.map((block) => ({ name: block.name, block })))(
    '$name does not throw on 3 bars',
    ({ name, block }) => {
      const short = dailyBars('SPY', '2024-01-02', '2024-01-04');
      const outputs = computations[name]?.(short, defaultProperties(block)) ?? {};
      for (const column of Object.values(outputs)) expect(column.length).toBe(3);
    },
  );
});
