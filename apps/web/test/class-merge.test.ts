import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from '../src/ui/cn';

const SOURCE = join(import.meta.dirname, '..', 'src');

/**
 * Every Tailwind class of the app's string literals (the classes cn() can be given): the words
 * tailwind-merge takes for one (it drops the first of two same ones, never a word it does not know).
 */
function sourceClasses(): string[] {
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  );
  const classes = new Set<string>();
  for (const file of files) {
    const text = readFileSync(join(SOURCE, file), 'utf8');
    for (const [, , literal = ''] of text.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)) {
      for (const word of literal.split(/\s+/)) if (/^[!a-z[-][^\s'"`${}]*$/.test(word)) classes.add(word);
    }
  }
  return [...classes].filter((word) => twMerge(`${word} ${word}`) === word);
}

describe('cn() class merging (src/ui/cn.ts, src/ui/class-groups.ts)', () => {
  it('merges like tailwind-merge every pair of classes the app writes, in both orders', () => {
    const classes = sourceClasses();
    expect(classes.length).toBeGreaterThan(400);
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const list = `${first} ${second}`;
        const merged = mergeClasses(list);
        if (merged !== twMerge(list)) differences.push(`${list} -> ${twMerge(list)}, not ${merged}`);
      }
    }
    expect(differences.slice(0, 40)).toEqual([]);
  }, 120_000);

  it('lets a later class win over an earlier one of the same property, variants apart', () => {
    expect(mergeClasses('h-9 gap-2 px-4 text-sm h-12 px-8')).toBe('gap-2 text-sm h-12 px-8');
    expect(mergeClasses('p-2 px-4')).toBe('p-2 px-4');
    expect(mergeClasses('px-4 p-2')).toBe('p-2');
    expect(mergeClasses('text-sm text-fg text-lg')).toBe('text-fg text-lg');
    expect(mergeClasses('hover:bg-surface-2 bg-accent hover:bg-accent-hover')).toBe(
      'bg-accent hover:bg-accent-hover',
    );
    expect(mergeClasses('border border-border border-2')).toBe('border-border border-2');
    expect(mergeClasses('size-4 h-2')).toBe('size-4 h-2');
    expect(mergeClasses('h-2 size-4')).toBe('size-4');
    expect(mergeClasses('group peer tabular group')).toBe('group peer tabular group');
  });
});
