/**
 * The address of a comparison of saved strategies (docs/comparison.md, "The address"): My
 * Strategies and a strategy's page link to it, the comparison view reads it back.
 */

export const COMPARE_PATH = '/dashboard/compare';

/** A comparison holds two to four strategies. */
export const COMPARE_LIMITS = { min: 2, max: 4 } as const;

/** The address comparing these strategies, in this order: /dashboard/compare?ids=3,7,12. */
export function comparePath(ids: readonly number[]): string {
  return `${COMPARE_PATH}?ids=${ids.join(',')}`;
}
