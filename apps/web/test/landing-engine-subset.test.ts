import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  computationOf,
  findBlock,
  isDropZone,
  type BlockElementInput,
  type StrategyInput,
} from '@stratblocks/engine';
import { describe, expect, it } from 'vitest';
import { LANDING_COMPUTATIONS, landingFamilyIndex } from '../build/landing-engine-plugin';
import { CONDITIONS, conditionBlocks } from '../src/features/landing/demo/conditions';
import { PREVIEW_STRATEGIES } from '../src/features/landing/engine/strategies';

const INDICATORS = join(import.meta.dirname, '..', '..', '..', 'packages', 'engine', 'src', 'indicators');

function elementsOf(strategy: StrategyInput): BlockElementInput[] {
  const sides = [strategy.entryLogic.long, strategy.entryLogic.short, strategy.exitLogic.exit_long];
  // The landing strategies are one row per side (no And/Or trees, no row references).
  const rows = sides.flatMap((side) => (side !== null && 'elements' in side ? [side] : []));
  return rows.flatMap((row) => row.elements).filter((element) => !isDropZone(element));
}

/** Every block the landing page's worker can be asked to run: the hero's strategies and the demo's conditions. */
const LANDING_BLOCKS = [
  ...PREVIEW_STRATEGIES.flatMap((preview) => elementsOf(preview.strategy)),
  ...CONDITIONS.flatMap((condition) =>
    conditionBlocks({ id: 1, kind: condition.kind, values: ['10', '20'] }),
  ),
];

const kept = new Map(
  Object.entries(LANDING_COMPUTATIONS).flatMap(([family, blocks]) =>
    Object.entries(blocks).map(([block, [module, name]]) => [block, { family, module, name }] as const),
  ),
);

describe("the landing page's slim engine (build/landing-engine-plugin.ts)", () => {
  it('keeps the computation of every indicator the landing strategies use', () => {
    const indicators = LANDING_BLOCKS.filter((element) => {
      const block = findBlock(element.name);
      return (
        block && block.category !== 'Market Data' && (block.type === 'comparable' || block.type === 'boolean')
      );
    }).map((element) => element.name);
    expect(new Set(indicators)).toEqual(new Set(['SMA', 'RSI']));
    for (const name of indicators) expect(kept.has(name), name).toBe(true);
  });

  it('keeps the very functions the whole engine computes those blocks with', async () => {
    for (const [block, { family, module, name }] of kept) {
      const source = (await import(join(INDICATORS, family, `${module}.ts`))) as Record<string, unknown>;
      expect(source[name], `${family}/${module}.ts ${name}`).toBe(computationOf(block));
    }
  });

  it('reduces every indicator family but market data, exporting the name the engine imports', () => {
    const families = readdirSync(INDICATORS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'market')
      .map((entry) => entry.name);
    expect(new Set(Object.keys(LANDING_COMPUTATIONS))).toEqual(new Set(families));
    expect(landingFamilyIndex('trend')).toContain('export const TREND_COMPUTATIONS = { "SMA": computeSma }');
    expect(landingFamilyIndex('patterns')).toContain('export const PATTERNS_COMPUTATIONS = {  }');
    expect(landingFamilyIndex('market')).toBeNull();
  });
});
