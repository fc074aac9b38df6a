import { COMPARE_LIMITS } from '../../../lib/compare-path';

export interface CompareIds {
  /** The ids to compare, in the address's order, each once, at most COMPARE_LIMITS.max. */
  ids: number[];
  /** More than COMPARE_LIMITS.max different ids were given: the first ones are kept. */
  truncated: boolean;
}

/**
 * The ids of the address's ?ids=3,7,12 (docs/comparison.md, "The address"): positive whole
 * numbers separated by commas, each once; anything else is left out.
 */
export function parseCompareIds(value: string | null): CompareIds {
  const unique: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const text = part.trim();
    if (!/^[1-9]\d{0,14}$/.test(text)) continue;
    const id = Number(text);
    if (!unique.includes(id)) unique.push(id);
  }
  return { ids: unique.slice(0, COMPARE_LIMITS.max), truncated: unique.length > COMPARE_LIMITS.max };
}
