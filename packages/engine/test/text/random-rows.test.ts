import { describe, expect, it } from 'vitest';
import { BLOCKS, defaultProperties } from '../../src/blocks/catalogue';
import type { BlockDefinition, PropertySpec } from '../../src/blocks/types';
import type { BlockElementInput, BlockPropertyInput, StrategyInput } from '../../src/strategy/types';
import { describeStrategy } from '../../src/text/describe';
import { parseStrategyText } from '../../src/text/parse';
import { sidesOf, sidesOfLogic } from './same-strategy';

/**
 * The property of docs/plain-english.md#the-canonical-form: written and read back, a row gives the
 * same elements with the same property values, for random rows around every block of the
 * catalogue. The generator is seeded here (mulberry32), so a failure names its seed.
 */

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const INPUTS = ['fast', 'slow', 'fast period', 'level'];
const SYMBOLS = ['SPY', 'BRK.B', '^GSPC', 'BTC-USD', 'qqq'];

class Random {
  constructor(readonly next: () => number) {}
  below(limit: number): number {
    return Math.floor(this.next() * limit);
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)] as T;
  }
}

function randomValue(random: Random, spec: PropertySpec, block: BlockDefinition): BlockPropertyInput {
  if (random.chance(0.2)) return spec.default;
  switch (spec.kind) {
    case 'number': {
      if (random.chance(0.15)) return { input: random.pick(INPUTS) };
      const min = Math.max(spec.min ?? -1000, -1000);
      const max = Math.min(spec.max ?? 1000, min + 500);
      if (spec.integer) return min + random.below(max - min + 1);
      const value = Math.round((min + random.next() * (max - min)) * 10_000) / 10_000;
      return value === 0 ? 0 : value;
    }
    case 'choice':
      return random.pick(spec.choices);
    case 'boolean':
      return random.chance(0.5);
    case 'text':
      if (spec.pattern?.includes(':'))
        return `${String(random.below(24)).padStart(2, '0')}:${String(random.below(60)).padStart(2, '0')}`;
      if (block.name === 'Fibonacci Retracement')
        return `0.${1 + random.below(9)}, 0.5, 0.${1 + random.below(9)}`;
      return random.pick(['a', 'b c', 'x-y']);
  }
}

function randomElement(random: Random, block: BlockDefinition): BlockElementInput {
  // Optional properties (the symbol and timeframe a block reads) are absent unless set: their
  // default is "the traded symbol" and "the run's interval", which text says by saying nothing.
  const optional = new Set(block.properties.filter((spec) => spec.optional).map((spec) => spec.name));
  const properties: Record<string, BlockPropertyInput> = Object.fromEntries(
    Object.entries(defaultProperties(block)).filter(([name]) => !optional.has(name)),
  );
  for (const spec of block.properties) {
    if (!optional.has(spec.name)) properties[spec.name] = randomValue(random, spec, block);
  }
  if (optional.has('symbol') && random.chance(0.2)) properties['symbol'] = random.pick(SYMBOLS);
  if (optional.has('timeframe') && random.chance(0.2))
    properties['timeframe'] = random.pick(['1D', '1W', '1M']);
  return { name: block.name, type: block.type, properties };
}

const byType = (type: string) => BLOCKS.filter((block) => block.type === type) as readonly BlockDefinition[];
const COMPARABLES = byType('comparable');
const BOOLEANS = byType('boolean');
const EXITS = byType('exit');
const COMPARES = byType('compare-operator');
const JOINS = byType('boolean-operator');

const operator = (block: BlockDefinition): BlockElementInput => ({ name: block.name, type: block.type });

/** One part around `block`: a comparison it stands on one side of, or the block itself. */
function partWith(random: Random, block: BlockDefinition): BlockElementInput[] {
  if (block.type !== 'comparable') return [randomElement(random, block)];
  const other = randomElement(random, random.pick(COMPARABLES));
  const mine = randomElement(random, block);
  const compare = operator(random.pick(COMPARES));
  return random.chance(0.5) ? [mine, compare, other] : [other, compare, mine];
}

function randomPart(random: Random, exits: boolean): BlockElementInput[] {
  const roll = random.below(exits ? 3 : 2);
  if (roll === 2) return [randomElement(random, random.pick(EXITS))];
  return partWith(random, random.pick(roll === 0 ? COMPARABLES : BOOLEANS));
}

/** A row holding `block`, with up to two more parts joined left to right (exits only under Or). */
function rowWith(random: Random, block: BlockDefinition): BlockElementInput[] {
  const exits = block.type === 'exit';
  const parts = [partWith(random, block)];
  for (let more = random.below(3); more > 0; more -= 1) parts.push(randomPart(random, exits));
  const row: BlockElementInput[] = [];
  parts.forEach((part, index) => {
    if (index > 0)
      row.push(
        operator(exits ? (JOINS.find((join) => join.name === 'Or') as BlockDefinition) : random.pick(JOINS)),
      );
    row.push(...part);
  });
  return row;
}

function strategyWith(random: Random, block: BlockDefinition): StrategyInput {
  const exits = block.type === 'exit';
  const other = () =>
    random.chance(0.5) ? { elements: rowWith(random, random.pick([...COMPARABLES, ...BOOLEANS])) } : null;
  return {
    generalSetting: {} as StrategyInput['generalSetting'],
    riskSetting: {} as StrategyInput['riskSetting'],
    inputs: INPUTS.map((name) => ({ name, value: 10 })),
    entryLogic: { long: exits ? other() : { elements: rowWith(random, block) }, short: other() },
    exitLogic: {
      exit_long: exits ? { elements: rowWith(random, block) } : other(),
      exit_short: random.chance(0.5) ? { elements: rowWith(random, random.pick(EXITS)) } : null,
    },
  };
}

const BLOCKS_IN_ROWS = BLOCKS.filter((block) => ['comparable', 'boolean', 'exit'].includes(block.type));

describe('random rows around every catalogue block read back from their text unchanged', () => {
  it('covers every value, condition and exit block', () => {
    expect(BLOCKS_IN_ROWS.length).toBe(COMPARABLES.length + BOOLEANS.length + EXITS.length);
    expect(BLOCKS_IN_ROWS.length).toBeGreaterThan(100);
  });

  it.each(BLOCKS_IN_ROWS.map((block, index) => [block.name, index] as const))('%s', (_name, index) => {
    const block = BLOCKS_IN_ROWS[index] as BlockDefinition;
    for (let run = 0; run < 8; run += 1) {
      const seed = index * 1000 + run;
      const strategy = strategyWith(new Random(mulberry32(seed)), block);
      const described = describeStrategy(strategy);
      if (!described.ok) throw new Error(`seed ${seed}: ${described.message}`);
      const read = parseStrategyText(described.text, { inputs: strategy.inputs ?? [] });
      if (!read.ok) throw new Error(`seed ${seed}: ${read.error.message} in\n${described.text}`);
      expect(sidesOfLogic(read.logic), `seed ${seed}:\n${described.text}`).toEqual(sidesOf(strategy));
    }
  });
});
