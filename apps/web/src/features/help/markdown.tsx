import type { ReactNode } from 'react';

/**
 * A small renderer for the project's own Markdown documents (headings, paragraphs, lists, tables,
 * inline code, bold and links): enough for docs/engine.md, written by us and checked in tests.
 */
type MarkdownBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] };

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** Splits a document into blocks; a list item's wrapped lines join the item. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const lines = source.split('\n');
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (!line.trim()) {
      index += 1;
    } else if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
      index += 1;
    } else if (line.trimStart().startsWith('|')) {
      const rows: string[][] = [];
      while (index < lines.length && (lines[index] ?? '').trimStart().startsWith('|')) {
        rows.push(cells(lines[index] ?? ''));
        index += 1;
      }
      const [header = [], , ...body] = rows;
      blocks.push({ kind: 'table', header, rows: body });
    } else if (/^\s*(-|\d+\.)\s+/.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (index < lines.length && (lines[index] ?? '').trim()) {
        const current = lines[index] ?? '';
        const item = /^\s*(?:-|\d+\.)\s+(.*)$/.exec(current);
        if (item && !/^\s{4,}/.test(current)) items.push(item[1] ?? '');
        else items[items.length - 1] = `${items[items.length - 1] ?? ''} ${current.trim()}`;
        index += 1;
      }
      blocks.push({ kind: 'list', ordered, items });
    } else {
      const text: string[] = [];
      while (
        index < lines.length &&
        (lines[index] ?? '').trim() &&
        !/^(#|\||\s*-\s|\s*\d+\.\s)/.test(lines[index] ?? '')
      ) {
        text.push((lines[index] ?? '').trim());
        index += 1;
      }
      blocks.push({ kind: 'paragraph', text: text.join(' ') });
    }
  }
  return blocks;
}

/** Inline code, bold and links; links to other Markdown files become plain text. */
export function renderInline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /(`[^`]+`|\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\))/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const token = match[0];
    const at = match.index;
    if (at > last) parts.push(text.slice(last, at));
    if (token.startsWith('`'))
      parts.push(
        <code
          key={at}
          className="rounded bg-surface-2 px-1 py-0.5 font-mono text-[0.85em] text-fg [overflow-wrap:anywhere]"
        >
          {token.slice(1, -1)}
        </code>,
      );
    else if (token.startsWith('**'))
      parts.push(
        <strong key={at} className="font-semibold text-fg">
          {token.slice(2, -2)}
        </strong>,
      );
    else parts.push(/^\[([^\]]+)\]/.exec(token)?.[1] ?? token);
    last = at + token.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Renders parsed blocks; headings start at `baseLevel` (the page's own outline). */
export function Markdown({ blocks, baseLevel = 3 }: { blocks: MarkdownBlock[]; baseLevel?: number }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-fg-muted">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'heading': {
            const level = Math.min(6, baseLevel + block.level - 2);
            const Heading = `h${level}` as 'h3';
            return (
              <Heading key={key} className="pt-3 text-base font-semibold text-fg">
                {renderInline(block.text)}
              </Heading>
            );
          }
          case 'paragraph':
            return <p key={key}>{renderInline(block.text)}</p>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={key}
                className={block.ordered ? 'list-decimal space-y-1.5 pl-5' : 'list-disc space-y-1.5 pl-5'}
              >
                {block.items.map((item, itemIndex) => (
                  <li key={`${key}-${itemIndex}`}>{renderInline(item)}</li>
                ))}
              </List>
            );
          }
          case 'table':
            return (
              <div key={key} className="overflow-x-auto rounded-lg border border-border">
                <table className="w-full text-left text-sm">
                  <thead className="bg-surface-2 text-fg">
                    <tr>
                      {block.header.map((cell) => (
                        <th key={cell} scope="col" className="px-3 py-2 font-medium">
                          {renderInline(cell)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, rowIndex) => (
                      <tr key={`${key}-${rowIndex}`} className="border-t border-border">
                        {row.map((cell, cellIndex) => (
                          <td key={`${key}-${rowIndex}-${cellIndex}`} className="px-3 py-2 align-top">
                            {renderInline(cell)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </div>
  );
}
