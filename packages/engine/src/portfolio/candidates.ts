import { findBlock } from '../blocks/catalogue';
import type { ColumnCache } from '../blocks/evaluate';
import { labelOf, type ValueRef } from '../logic/expressions';
import { normalizeProperties } from '../logic/properties';
import { valueColumn } from '../logic/signals';
import type { RankBy } from './types';

/**
 * The value block of a rankBy, checked against the catalogue: a comparable block with valid
 * properties. Returns the reference, or the reason it is not one (naming the block).
 */
export function rankReference(rankBy: RankBy): { ok: true; ref: ValueRef } | { ok: false; message: string } {
  const name = rankBy.element.name;
  const block = findBlock(name);
  if (!block) return { ok: false, message: `Rank by: unknown block "${name}"` };
  if (block.type !== 'comparable') {
    return { ok: false, message: `Rank by: ${block.name} is not a value block (it is a ${block.type})` };
  }
  // Input from the network reaches here typed but not always checked (saved configs, the CLI).
  if (!['highest', 'lowest'].includes(rankBy.order)) {
    return { ok: false, message: `Rank by: order must be "highest" or "lowest"` };
  }
  const { params, diagnostics } = normalizeProperties(block, rankBy.element.properties, {});
  const error = diagnostics.find((diagnostic) => diagnostic.severity === 'error');
  if (error) return { ok: false, message: `Rank by: ${error.message}` };
  const line = params['line'];
  return {
    ok: true,
    ref: {
      block: block.name,
      params,
      output: typeof line === 'string' ? line : 'value',
      label: labelOf(block.name, params),
    },
  };
}

/** The rank block's column on one symbol's bars. */
export function rankColumn(ref: ValueRef, cache: ColumnCache): Float64Array {
  return valueColumn(ref, cache);
}

/**
 * Orders the candidates of one close (docs/engine.md#shared-one-account): by their rank value, highest or lowest first,
 * ties in list order; candidates without a value (warm-up, NaN) after all those with one, in list
 * order; without a rank, in list order. `symbols` are list indices in list order; `values` their
 * rank values at this close (same positions). Sorts `symbols` and `values` in place.
 */
export function orderCandidates(
  symbols: number[],
  values: number[] | null,
  order: 'highest' | 'lowest',
): number[] {
  if (values === null || symbols.length < 2) return symbols;
  const highest = order === 'highest';
  // A stable insertion sort of both lists (a handful of candidates, at every close of a run): a
  // candidate moves ahead only of those it strictly beats, so ties keep list order.
  for (let index = 1; index < symbols.length; index += 1) {
    const symbol = symbols[index] as number;
    const value = values[index] as number;
    let at = index;
    while (at > 0 && ranksAhead(value, values[at - 1] as number, highest)) {
      symbols[at] = symbols[at - 1] as number;
      values[at] = values[at - 1] as number;
      at -= 1;
    }
    symbols[at] = symbol;
    values[at] = value;
  }
  return symbols;
}

/** Whether a rank value goes strictly before another: a value beats none, then by order. */
function ranksAhead(value: number, other: number, highest: boolean): boolean {
  if (!Number.isFinite(value)) return false;
  if (!Number.isFinite(other)) return true;
  return highest ? value > other : value < other;
}
