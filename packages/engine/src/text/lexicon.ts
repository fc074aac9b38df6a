import { BLOCKS, editDistance } from '../blocks/catalogue';
import type { BlockDefinition, BlockType } from '../blocks/types';
import { NUMBER_PATTERN } from './grammar';
import type { Scanner } from './scanner';

/**
 * The words the reader knows, all taken from the catalogue (docs/plain-english.md#the-catalogue-drives-the-words):
 * each block's name, its aliases and its phrases, compiled to patterns. A block added to the
 * catalogue is readable with no change here.
 */

type Part =
  | { kind: 'word' | 'mark'; text: string; spaceBefore: boolean }
  | { kind: 'slot'; property: string; spaceBefore: boolean };

export interface Pattern {
  block: BlockDefinition;
  /** The name, alias or phrase as the catalogue spells it. */
  text: string;
  form: 'name' | 'alias' | 'phrase';
  parts: readonly Part[];
  /** Sticky and case-insensitive; one capture group per slot, in order. */
  regex: RegExp;
  /** The property each capture group sets. */
  slots: readonly string[];
}

const WORD_CHAR = /[A-Za-z0-9_]/;

/** `stop loss {percentage}%` -> words, marks (runs of other characters) and slots. */
function partsOf(text: string): Part[] {
  const parts: Part[] = [];
  const piece = /(\s*)(?:\{(\w+)\}|([A-Za-z0-9_]+)|([^\sA-Za-z0-9_{}]+))/g;
  for (const found of text.matchAll(piece)) {
    const spaceBefore = (found[1] ?? '') !== '';
    if (found[2] !== undefined) parts.push({ kind: 'slot', property: found[2], spaceBefore });
    else if (found[3] !== undefined) parts.push({ kind: 'word', text: found[3], spaceBefore });
    else parts.push({ kind: 'mark', text: found[4] ?? '', spaceBefore });
  }
  return parts;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * Words written apart must stay apart (`stop loss`, not `stoploss`); around marks the spacing is
 * free (`Stop Loss%`, `5 %`). A trailing word must end there: `MA` does not match the start of `MACD`.
 */
function regexOf(parts: readonly Part[]): RegExp {
  let source = '';
  parts.forEach((part, index) => {
    if (index > 0) {
      const previous = parts[index - 1] as Part;
      source += part.spaceBefore && previous.kind !== 'mark' && part.kind !== 'mark' ? '\\s+' : '\\s*';
    }
    source += part.kind === 'slot' ? `(${NUMBER_PATTERN.source})` : escape(part.text);
  });
  const last = parts[parts.length - 1];
  if (last && last.kind !== 'slot' && WORD_CHAR.test(last.text.slice(-1))) source += '(?![A-Za-z0-9_])';
  return new RegExp(source, 'iy');
}

function pattern(block: BlockDefinition, text: string, form: Pattern['form']): Pattern {
  const parts = partsOf(text);
  const slots = parts.flatMap((part) => (part.kind === 'slot' ? [part.property] : []));
  return { block, text, form, parts, regex: regexOf(parts), slots };
}

function patternsOf(types: readonly BlockType[]): readonly Pattern[] {
  const blocks: readonly BlockDefinition[] = BLOCKS;
  return blocks
    .filter((block) => types.includes(block.type))
    .flatMap((block) => [
      pattern(block, block.name, 'name'),
      ...(block.aliases ?? []).map((alias) => pattern(block, alias, 'alias')),
      ...(block.phrases ?? []).map((phrase) => pattern(block, phrase, 'phrase')),
    ]);
}

/** What may start a part of a row or a side of a comparison. */
export const VALUE_PATTERNS = patternsOf(['comparable', 'boolean']);
export const EXIT_PATTERNS = patternsOf(['exit']);
export const COMPARE_PATTERNS = patternsOf(['compare-operator']);
export const JOIN_PATTERNS = patternsOf(['boolean-operator']);

export interface PatternMatch {
  pattern: Pattern;
  found: RegExpExecArray;
  start: number;
}

/** The longest pattern matching at the scanner's position (the first in catalogue order on a tie), consumed. */
export function matchLongest(scanner: Scanner, patterns: readonly Pattern[]): PatternMatch | null {
  scanner.skipSpace();
  const start = scanner.position;
  let best: PatternMatch | null = null;
  for (const candidate of patterns) {
    candidate.regex.lastIndex = start;
    const found = candidate.regex.exec(scanner.text);
    if (found && (!best || found[0].length > best.found[0].length))
      best = { pattern: candidate, found, start };
  }
  if (best) scanner.position = start + best.found[0].length;
  return best;
}

function describePart(part: Part): string {
  return part.kind === 'slot' ? 'a number' : `'${part.text}'`;
}

/**
 * When no pattern matches whole: the longest start of one that does (`crosses`), and what may
 * follow it (`'above' or 'below'`). Only read when the text is refused.
 */
export function partialMatch(
  scanner: Scanner,
  patterns: readonly Pattern[],
): { matched: string; end: number; expected: string[] } | null {
  scanner.skipSpace();
  const start = scanner.position;
  let best: { matched: string; end: number; expected: string[] } | null = null;
  for (const candidate of patterns) {
    for (let count = candidate.parts.length - 1; count >= 1; count -= 1) {
      const prefix = regexOf(candidate.parts.slice(0, count));
      prefix.lastIndex = start;
      const found = prefix.exec(scanner.text);
      if (!found) continue;
      const next = describePart(candidate.parts[count] as Part);
      if (!best || found[0].length > best.matched.length)
        best = { matched: found[0], end: start + found[0].length, expected: [next] };
      else if (found[0].length === best.matched.length && !best.expected.includes(next))
        best.expected.push(next);
      break;
    }
  }
  return best;
}

function fold(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** `'above' or 'below'`, `'a', 'b' or 'c'`. */
export function listOr(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;
}

/**
 * The names (and aliases) closest to the words at the scanner's position, best first: the
 * "did you mean" of an unknown name. Compares the next one to four words, whichever is closest.
 */
export function closestNames(
  scanner: Scanner,
  patterns: readonly Pattern[],
  extra: readonly string[] = [],
  limit = 3,
): string[] {
  const words = [1, 2, 3, 4].map((count) => fold(scanner.upcoming(count)));
  const candidates = [
    ...patterns.filter((entry) => entry.form !== 'phrase').map((entry) => entry.text),
    ...extra,
  ];
  return closest(words, candidates, limit);
}

/** The candidates closest to a word, best first (the "did you mean" of an unknown input). */
export function closestWords(word: string, candidates: readonly string[], limit = 3): string[] {
  return closest([fold(word)], candidates, limit);
}

function closest(words: readonly string[], candidates: readonly string[], limit: number): string[] {
  const scored = new Map<string, number>();
  for (const name of candidates) {
    const target = fold(name);
    const distance = Math.min(...words.map((text) => editDistance(text, target)));
    const allowed = Math.max(2, Math.round(target.length * 0.4));
    if (distance <= allowed && distance < target.length)
      scored.set(name, Math.min(distance, scored.get(name) ?? Infinity));
  }
  return [...scored.entries()]
    .sort((a, b) => a[1] - b[1])
    .slice(0, limit)
    .map(([name]) => name);
}
