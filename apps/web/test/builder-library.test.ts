import { BLOCKS } from '@stratblocks/engine';
import { describe, expect, it } from 'vitest';
import { libraryTree } from '../src/features/builder/model/library';

const names = (search: string) =>
  libraryTree(search).flatMap((category) =>
    category.groups.flatMap((group) => group.blocks.map((block) => block.name)),
  );

describe('the block library', () => {
  it('lists every block of the one catalogue, by category and group', () => {
    expect(new Set(names(''))).toEqual(new Set(BLOCKS.map((block) => block.name)));
    expect(libraryTree('').map((category) => category.name)).toEqual([
      'Market Data',
      'Indicators',
      'Operators',
      'Conditions',
      'Exits',
    ]);
  });

  it('searches a case-insensitive substring of the name and hides empty categories', () => {
    const found = names('sMa');
    expect(found).toContain('SMA');
    expect(found).toContain('Volume SMA');
    expect(found.every((name) => name.toLowerCase().includes('sma'))).toBe(true);
    expect(libraryTree('stop loss').map((category) => category.name)).toEqual(['Exits']);
    expect(libraryTree('no such block')).toEqual([]);
  });
});
