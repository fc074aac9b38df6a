import { describe, expect, it } from 'vitest';
import { BLOCKS, computationOf, defaultProperties, sliceBars, type BlockDefinition } from '../../src/index';
import { dailyBars } from './talib-reference';

const VALUE_BLOCKS: BlockDefinition[] = BLOCKS.filter(
  (block) => block.type === 'comparable' || block.type === 'boolean',
);
const spy = dailyBars('SPY');
const cases = VALUE_BLOCKS.map((block) => [block.name, block] as const);

function compute(block: BlockDefinition, bars = spy) {
  const computation = computationOf(block.name);
  if (!computation) throw new Error(`${block.name} has no computation`);
  return computation(bars, defaultProperties(block));
}

describe('every comparable and boolean block of the catalogue', () => {
  it.each(cases)('%s returns exactly its catalogue outputs, over the whole series', (_name, block) => {
    const outputs = compute(block);
    expect(Object.keys(outputs).sort()).toEqual([...block.outputs].sort());
    for (const column of Object.values(outputs)) expect(column.length).toBe(spy.times.length);
    // Session blocks are false on daily bars; everything else has values on five years of SPY.
    if (!block.intradayOnly)
      expect(Object.values(outputs).every((column) => column.some(Number.isFinite))).toBe(true);
  });

  it.each(cases)(
    '%s reads no later bar: its values on the first 300 bars do not change with the rest',
    (_name, block) => {
      const full = compute(block);
      const prefix = compute(block, sliceBars(spy, 0, 300));
      for (const output of block.outputs) {
        expect(Array.from(prefix[output] ?? [])).toEqual(
          Array.from((full[output] ?? new Float64Array()).slice(0, 300)),
        );
      }
    },
  );

  it.each(cases)('%s does not throw on 3 bars or on none', (_name, block) => {
    for (const length of [3, 0]) {
      const outputs = compute(block, sliceBars(spy, 0, length));
      for (const column of Object.values(outputs)) expect(column.length).toBe(length);
    }
  });
});
