// Every reference in code and docs resolves inside the repository: no citation of documents the
// repository does not hold, and every `docs/<file>.md#anchor` (or a doc's relative link such as
// `engine.md#3-the-bar-loop`, `./research.md`, `#own-heading`) names a file and heading that exist.
// Anchors follow GitHub's rules (see slugify). Run by `npm run check` and `npm run check:static`;
// old citations are rewritten by scripts/rewrite-citations.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EXTENSIONS = /\.(ts|tsx|mts|mjs|js|md|py|json|yml|yaml|html|css)$/;
/** Files that name the old citations on purpose (to rewrite them, or to test this check). */
const OWN_FILES = new Set([
  'scripts/citation-map.json',
  'scripts/rewrite-citations.mjs',
  'scripts/references.mjs',
  'apps/server/test/references.test.ts',
]);
const OUTSIDE = /DECISIONS|\b[Ss]pec(?:'s)? (?:sections?|§)|product-spec|\b[Pp]roduct spec\b/;
/** `docs/x.md#a`, `./docs/x.md`, `../../docs/x.md` anywhere (not `apps/web/docs/...`). */
const DOC_PATH = /(?<![\w/.-])((?:\.\.?\/)*docs\/[\w./-]*?\.md)(#[\w-]*)?/g;
/** A markdown link's target: `](engine.md#x)`, `](./research.md)`, `](#x)`. */
const MD_LINK = /\]\(((?!https?:|mailto:)[^)\s#]*\.md|)(#[^)\s]*)?\)/g;

/** GitHub's heading anchor: lower case, punctuation removed, spaces to hyphens. */
export function slugify(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a markdown text's headings (outside code fences; duplicates get -1, -2) and its `<a id>`s. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const opener = /^\s*(```|~~~)/.exec(line);
    if (opener) {
      if (fence === null) fence = opener[1];
      else if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    // An explicit anchor (`<a id="trend"></a>`) is a link target too.
    for (const explicit of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(explicit[1]);
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slugify(heading[1]);
    const times = seen.get(base) ?? 0;
    seen.set(base, times + 1);
    anchors.add(times === 0 ? base : `${base}-${times}`);
  }
  return anchors;
}

/**
 * The problems in `files` (paths relative to `root`): "file:line: message" for each outside
 * citation and each reference whose document or heading does not exist.
 */
export function checkReferences(root, files) {
  const problems = [];
  const anchorCache = new Map();
  const anchors = (doc) => {
    if (!anchorCache.has(doc)) anchorCache.set(doc, anchorsOf(readFileSync(join(root, doc), 'utf8')));
    return anchorCache.get(doc);
  };
  const resolveTarget = (where, lineNo, shown, target, anchor) => {
    if (!existsSync(join(root, target))) {
      problems.push(`${where}:${lineNo}: ${shown} does not exist`);
      return;
    }
    const name = anchor?.slice(1);
    if (name && !anchors(target).has(decodeURIComponent(name).toLowerCase()))
      problems.push(`${where}:${lineNo}: no heading "#${name}" in ${target}`);
  };
  for (const file of files) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    const isMarkdown = file.endsWith('.md');
    lines.forEach((line, index) => {
      const lineNo = index + 1;
      const outside = OUTSIDE.exec(line);
      if (outside)
        problems.push(`${file}:${lineNo}: cites "${outside[0]}", a document outside the repository`);
      for (const match of line.matchAll(DOC_PATH)) {
        const [, path, anchor] = match;
        // "docs/x.md" is read from the repository root; "./" or "../" from the citing file.
        const target = path.startsWith('.') ? posix.normalize(posix.join(posix.dirname(file), path)) : path;
        const fromRoot =
          path.startsWith('.') && !existsSync(join(root, target)) ? path.replace(/^(\.\.?\/)+/, '') : target;
        resolveTarget(file, lineNo, path, fromRoot, anchor);
      }
      if (!isMarkdown) return;
      for (const match of line.matchAll(MD_LINK)) {
        const [, path, anchor] = match;
        if (/(^|\/)docs\//.test(path)) continue; // checked above
        const target = path === '' ? file : posix.normalize(posix.join(posix.dirname(file), path));
        if (path === '' && !anchor) continue;
        resolveTarget(file, lineNo, path || anchor, target, anchor);
      }
    });
  }
  return problems;
}

function trackedFiles() {
  return execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => EXTENSIONS.test(file) && !file.endsWith('package-lock.json'))
    .filter((file) => !/(^|\/)(node_modules|dist)\//.test(file) && !OWN_FILES.has(file))
    .filter((file) => existsSync(join(ROOT, file)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = trackedFiles();
  const problems = checkReferences(ROOT, files);
  if (problems.length > 0) {
    console.error(`References that do not resolve in the repository (${problems.length}):`);
    for (const problem of problems) console.error(`  ${problem}`);
    console.error(
      'Old citations: node scripts/rewrite-citations.mjs rewrites them (scripts/citation-map.json).',
    );
    process.exit(1);
  }
  console.log(`References resolve in ${files.length} files.`);
}
