import type { BlockDefinition, ChoiceProperty, TextProperty } from './types';

/**
 * The two optional properties every value block carries (docs/engine.md#11-other-symbols-and-timeframes):
 * which symbol's bars it reads and at which timeframe. Absent, the block reads the traded symbol
 * at the run's interval, exactly as before they existed.
 */

/** The shape of a market-data symbol: SPY, ^VIX, BTC-USD, EURUSD=X, BRK.B. */
export const SYMBOL_PATTERN = '^[A-Za-z0-9.^=-]{1,20}$';

export const TIMEFRAMES = ['1D', '1W', '1M'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export const SYMBOL_PROPERTY: TextProperty = {
  name: 'symbol',
  kind: 'text',
  default: '',
  pattern: SYMBOL_PATTERN,
  optional: true,
  description: 'The symbol whose bars the block reads (e.g. SPY, ^VIX, BTC-USD); empty: the traded symbol.',
};

export const TIMEFRAME_PROPERTY: ChoiceProperty = {
  name: 'timeframe',
  kind: 'choice',
  default: '',
  choices: TIMEFRAMES,
  optional: true,
  description:
    "The bars the block is computed on: 1D, 1W or 1M (daily runs may read 1W and 1M, hourly runs 1D); empty: the run's interval.",
};

/**
 * Blocks with a `timeframe` of their own (the day of Day High and Day Low): they take the symbol
 * only, so that their stored `timeframe` keeps its meaning.
 */
const OWN_TIMEFRAME = new Set(['Day High', 'Day Low']);

/** Whether a block reads a symbol and timeframe: a value block other than Number and the session blocks. */
export function takesSource(block: BlockDefinition): boolean {
  return (
    (block.type === 'comparable' || block.type === 'boolean') &&
    block.name !== 'Number' &&
    block.intradayOnly !== true
  );
}

/** Whether the block's `timeframe` is the shared one (not the day of Day High and Day Low). */
export function takesSourceTimeframe(blockName: string): boolean {
  return !OWN_TIMEFRAME.has(blockName);
}

/** The catalogue with the symbol and timeframe properties added to every block that takes them. */
export function withSourceProperties<T extends readonly BlockDefinition[]>(blocks: T): T {
  return blocks.map((block) => {
    if (!takesSource(block)) return block;
    const added = takesSourceTimeframe(block.name)
      ? [SYMBOL_PROPERTY, TIMEFRAME_PROPERTY]
      : [SYMBOL_PROPERTY];
    return { ...block, properties: [...block.properties, ...added] };
  }) as unknown as T;
}
