import { BLOCKS } from '@stratblocks/engine';
import { describe, expect, it } from 'vitest';
import { blockMatches } from '../src/features/help/components/block-reference';
import { parseMarkdown } from '../src/features/help/markdown';

describe('the docs page', () => {
  it('parses headings, wrapped list items, tables and paragraphs', () => {
    const blocks = parseMarkdown(
      [
        '## 1. Bars',
        '',
        '- one item',
        '  wrapped on',
        '- two',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        'Text',
        'more.',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: '1. Bars' },
      { kind: 'list', ordered: false, items: ['one item wrapped on', 'two'] },
      { kind: 'table', header: ['a', 'b'], rows: [['1', '2']] },
      { kind: 'paragraph', text: 'Text more.' },
    ]);
  });

  it('finds blocks by name, description or parameter name', () => {
    const names = (text: string) =>
      BLOCKS.filter((block) => blockMatches(block, text)).map((block) => block.name);
    expect(names('bollinger')).toContain('Bollinger Bands');
    expect(names('atrMultiplier')).toEqual(expect.arrayContaining(['ATR Stop', 'Trailing Stop ATR']));
    expect(names('')).toHaveLength(BLOCKS.length);
    expect(names('no block says this')).toEqual([]);
  });
});
