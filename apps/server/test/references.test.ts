import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the repository, without type declarations.
import { anchorsOf, checkReferences } from '../../../scripts/references.mjs';

/**
 * The repository's reference check (scripts/references.mjs) on small fixture trees: a reference
 * must name a document of the repository and one of its headings (GitHub's anchor rules), and no
 * file may cite a document the repository does not hold.
 */
type Check = (root: string, files: string[]) => string[];
const check = checkReferences as Check;
const anchors = anchorsOf as (markdown: string) => Set<string>;

let root = '';
function tree(files: Record<string, string>): string[] {
  root = mkdtempSync(join(tmpdir(), 'references-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return Object.keys(files);
}
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const ENGINE = '# Engine\n\n## 10. Portfolios\n\n### "shared": one account\n\n## Notes\n\n## Notes\n';

describe('references', () => {
  it('passes a reference to an existing document and heading', () => {
    const files = tree({
      'docs/engine.md': ENGINE,
      'src/a.ts': '// Slots per symbol (docs/engine.md#10-portfolios, docs/engine.md#shared-one-account).\n',
      'docs/other.md':
        'See [portfolios](engine.md#10-portfolios), [notes](./engine.md#notes-1), [top](#other).\n\n# Other\n',
    });
    expect(check(root, files)).toEqual([]);
  });

  it('fails on an anchor that is not a heading, naming the file and line', () => {
    const files = tree({
      'docs/engine.md': ENGINE,
      'src/a.ts': 'const x = 1;\n// See docs/engine.md#11-portfolios.\n',
    });
    expect(check(root, files)).toEqual(['src/a.ts:2: no heading "#11-portfolios" in docs/engine.md']);
  });

  it('fails on a relative link to a missing document', () => {
    const files = tree({ 'docs/engine.md': ENGINE, 'docs/other.md': 'See [it](./missing.md).\n' });
    expect(check(root, files)).toEqual(['docs/other.md:1: ./missing.md does not exist']);
  });

  it('fails on a citation of a document outside the repository', () => {
    const files = tree({ 'src/a.ts': '// Fills at the next open (DECISIONS 4).\n// spec section 2 too\n' });
    const problems = check(root, files);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^src\/a\.ts:1: cites "DECISIONS"/);
    expect(problems[1]).toMatch(/^src\/a\.ts:2: cites "spec section"/);
  });

  it('makes anchors the way GitHub does: punctuation dropped, duplicates numbered, fences skipped', () => {
    const found = anchors('# A `code` Title, (x)!\n```\n# not a heading\n```\n## Notes\n## Notes\n');
    expect([...found]).toEqual(['a-code-title-x', 'notes', 'notes-1']);
  });
});
