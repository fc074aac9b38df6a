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
 * Orders the candidates of one close (DECISIONS 8.5): by their rank value, highest or lowest first,
 * ties in list order; candidates without a value (warm-up, NaN) after all those with one, in list
 * order; without a rank, in list order. `symbols` are list indices in list order; `values` their
 * rank values at this close (same positions). Sorts `symbols` in place.
 */
export function orderCandidates(
  symbols: number[],
  values: number[] | null,
  order: 'highest' | 'lowest',
): number[] {
  if (values === null || symbols.length < 2) return symbols;
  const sign = order === 'highest' ? -1 : 1;
  // Positions sorted (symbols are in list order, so a tie keeps the lower position first).
  const positions = symbols.map((_symbol, index) => index);
  positions.sort((a, b) => {
    const va = values[a] as number;
    const vb = values[b] as number;
    const hasA = Number.isFinite(va);
    const hasB = Number.isFinite(vb);
    if (hasA && hasB && va !== vb) return sign * (va - vb);
    if (hasA !== hasB) return hasA ? -1 : 1;
    return a - b;
  });
  const ordered = positions.map((position) => symbols[position] as number);
  for (let index = 0; index < ordered.length; index += 1) symbols[index] = ordered[index] as number;
  return symbols;
}
