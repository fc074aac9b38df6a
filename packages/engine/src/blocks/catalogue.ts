import { CONDITION_BLOCKS } from './catalogue/conditions';
import { EXIT_BLOCKS } from './catalogue/exits';
import { LEVEL_INDICATORS, PATTERN_BLOCKS } from './catalogue/indicators-levels';
import { MOMENTUM_INDICATORS } from './catalogue/indicators-momentum';
import { TREND_INDICATORS } from './catalogue/indicators-trend';
import { VOLATILITY_INDICATORS } from './catalogue/indicators-volatility';
import { VOLUME_INDICATORS } from './catalogue/indicators-volume';
import { MARKET_DATA_BLOCKS } from './catalogue/market-data';
import { OPERATOR_BLOCKS } from './catalogue/operators';
import { withSourceProperties } from './source-properties';
import type { BlockCategory, BlockDefinition, PropertyValue } from './types';

/**
 * THE block catalogue: every block the builder offers and the engine evaluates, in palette order.
 * The builder palette, the parameter forms, the docs, validation and the Python export read it.
 */
export const BLOCKS = withSourceProperties([
  ...MARKET_DATA_BLOCKS,
  ...TREND_INDICATORS,
  ...MOMENTUM_INDICATORS,
  ...VOLUME_INDICATORS,
  ...VOLATILITY_INDICATORS,
  ...LEVEL_INDICATORS,
  ...PATTERN_BLOCKS,
  ...OPERATOR_BLOCKS,
  ...CONDITION_BLOCKS,
  ...EXIT_BLOCKS,
] as const satisfies readonly BlockDefinition[]);

export type Block = (typeof BLOCKS)[number];
export type BlockName = Block['name'];
/** Blocks that produce a column per bar: comparables (numbers) and booleans (1/0). */
export type ValueBlockName = Extract<Block, { type: 'comparable' | 'boolean' }>['name'];

export const BLOCK_CATEGORIES: readonly BlockCategory[] = [
  'Market Data',
  'Indicators',
  'Operators',
  'Conditions',
  'Exits',
];

const BY_NAME: ReadonlyMap<string, BlockDefinition> = new Map(
  BLOCKS.map((block): [string, BlockDefinition] => [block.name, block]),
);
const BY_FOLDED_NAME: ReadonlyMap<string, BlockDefinition> = new Map(
  BLOCKS.map((block): [string, BlockDefinition] => [foldName(block.name), block]),
);

function foldName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** The block of that exact name, else of that name ignoring case and spacing, else undefined. */
export function findBlock(name: string): BlockDefinition | undefined {
  return BY_NAME.get(name) ?? BY_FOLDED_NAME.get(foldName(name));
}

export function isBlockName(name: string): name is BlockName {
  return BY_NAME.has(name);
}

/** The properties a freshly dropped block carries. */
export function defaultProperties(block: BlockDefinition): Record<string, PropertyValue> {
  const properties: Record<string, PropertyValue> = {};
  for (const property of block.properties)
    if (!property.optional) properties[property.name] = property.default;
  return properties;
}

/** Blocks that are indicators (comparables and patterns of the Indicators category). */
export function indicatorBlocks(): readonly BlockDefinition[] {
  return BLOCKS.filter((block) => block.category === 'Indicators');
}

/** Block names closest to a misspelt one, best first, for "did you mean" messages. */
export function closestBlockNames(name: string, limit = 3): string[] {
  const folded = foldName(name);
  return BLOCKS.map((block) => ({ name: block.name, distance: editDistance(folded, foldName(block.name)) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit)
    .map((entry) => entry.name);
}

/** Levenshtein distance, for suggestions only. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
