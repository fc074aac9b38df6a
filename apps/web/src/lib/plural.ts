import { formatCount } from './format';

/**
 * The noun for a count, in English: singular for exactly one, plural otherwise ("0 trades",
 * "1 trade", "2 trades"). The plural defaults to the singular with an s; irregular ones are given
 * ("strategy", "strategies"). A plain rule rather than Intl.PluralRules: the landing page shows
 * counts, and the first Intl object a page builds loads its locale's data (see format.ts).
 */
export function pluralNoun(
  count: number | null | undefined,
  singular: string,
  plural = `${singular}s`,
): string {
  return count === 1 ? singular : plural;
}

/** A count with its noun: "1 trade", "1,204 trades", "N/A trades" when the count is missing. */
export function countOf(count: number | null | undefined, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${pluralNoun(count, singular, plural)}`;
}
