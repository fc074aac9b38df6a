import { findBlock } from '../blocks/catalogue';
import { takesSource } from '../blocks/source-properties';
import { locationText } from '../logic/diagnostics';
import { placedBlocks } from '../research/parameters';
import type { StrategyInput } from '../strategy/types';

/** A symbol a strategy reads, and the first block that reads it ("Entry long, Logic 1, element 3 (SMA)"). */
export interface SymbolReference {
  symbol: string;
  where: string;
}

/**
 * The other symbols a strategy's blocks read (docs/engine.md#11-other-symbols-and-timeframes), each
 * once (upper-cased, in the order the document places them), with the first block reading it:
 * what the command line, the server and the watches load before a run, and name when they cannot.
 */
export function symbolReferences(strategy: StrategyInput): SymbolReference[] {
  const found = new Map<string, SymbolReference>();
  const add = (value: unknown, where: () => string) => {
    if (typeof value !== 'string' || value.trim() === '') return;
    const symbol = value.trim().toUpperCase();
    if (!found.has(symbol)) found.set(symbol, { symbol, where: where() });
  };
  for (const placed of placedBlocks(strategy)) {
    // Only blocks that take a symbol read one (elsewhere the property is ignored, with a warning).
    const definition = findBlock(placed.element.name);
    if (!definition || !takesSource(definition)) continue;
    add(placed.element.properties?.['symbol'], () =>
      locationText({
        slot: placed.slot,
        ...(placed.row !== undefined ? { row: placed.row } : {}),
        element: placed.index,
        block: definition.name,
      }),
    );
  }
  const rankBy = (
    strategy as {
      portfolio?: { rankBy?: { element?: { name: string; properties?: Record<string, unknown> } } };
    }
  ).portfolio?.rankBy?.element;
  if (rankBy) add(rankBy.properties?.['symbol'], () => `Rank by (${rankBy.name})`);
  return [...found.values()];
}

/** The other symbols a strategy reads, each once, upper-cased. */
export function symbolsRead(strategy: StrategyInput): string[] {
  return symbolReferences(strategy).map((reference) => reference.symbol);
}
