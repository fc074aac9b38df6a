// Rewrites old-style citations ("DECISIONS 8.1", "spec section 2", a doc's bare "section 3") to the
// repository document and heading that holds the rule (docs/engine.md#10-portfolios), using
// scripts/citation-map.json. Safe to run again: a rewritten line has nothing left to match.
// Usage: node scripts/rewrite-citations.mjs [--dry-run]. Then `node scripts/references.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAP = JSON.parse(readFileSync(new URL('./citation-map.json', import.meta.url), 'utf8'));
/** Files that talk about the old citations on purpose: the map, this script and the checker. */
const OWN_FILES = new Set([
  'scripts/citation-map.json',
  'scripts/rewrite-citations.mjs',
  'scripts/references.mjs',
  'apps/server/test/references.test.ts',
]);
const EXTENSIONS = /\.(ts|tsx|mts|mjs|js|md|py|json|yml|yaml|html|css)$/;

/** The doc reference of one cited number, falling back from "8.9" to "8". */
function lookup(table, number, what) {
  const target = table[number] ?? table[number.split('.')[0]];
  if (!target) throw new Error(`citation-map.json has no entry for ${what} ${number}`);
  return target;
}

/** "4-8" -> 4,5,6,7,8; "8, 10.1" / "4 and 10.1" -> each number. */
function numbersOf(first, rest) {
  const numbers = [first];
  for (const match of rest.matchAll(/(,|and|-|–|to)\s*(\d+(?:\.\d+)?)/g)) {
    const previous = numbers[numbers.length - 1];
    if ((match[1] === '-' || match[1] === '–' || match[1] === 'to') && !match[2].includes('.')) {
      for (let n = Number(previous) + 1; n <= Number(match[2]); n += 1) numbers.push(String(n));
    } else numbers.push(match[2]);
  }
  return numbers;
}

function targetsOf(table, numbers, what) {
  return [...new Set(numbers.map((n) => lookup(table, n, what)))].join(', ');
}

const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const CONTINUATION = String.raw`((?:\s*(?:,|and|-|–)\s*\d+(?:\.\d+)?(?![\w%]))*)`;
/** "Spec section 2's auth screen" -> "The auth screen (docs/product.md#screens-and-routes)". */
const SPEC_POSSESSIVE =
  /\b(?:the )?(?:[Pp]roduct )?([Ss])pec section (\d+)'s ([^.,;:()\n"'`]*[^.,;:()\n\s"'`])/g;
const SPEC = new RegExp(
  String.raw`\b(?:the )?(?:[Pp]roduct )?[Ss]pec(?:'s)? (?:sections?|§) ?(\d+)` + CONTINUATION,
  'g',
);
const DECISIONS = new RegExp(
  String.raw`\bDECISIONS(?:\.md)?,? (?:sections? |§ ?)?(\d+(?:\.\d+)?)` + CONTINUATION,
  'g',
);

/** The rewritten text of one file, and how many citations changed. */
export function rewriteText(path, text) {
  let count = 0;
  let out = text;
  for (const literal of MAP.literals) {
    if (literal.file !== '*' && literal.file !== path) continue;
    const parts = out.split(literal.from);
    count += parts.length - 1;
    out = parts.join(literal.to);
  }
  out = out.replace(SPEC_POSSESSIVE, (_, s, number, phrase) => {
    count += 1;
    const the = s === 'S' ? 'The' : 'the';
    return `${the} ${phrase} (${lookup(MAP.spec, number, 'spec')})`;
  });
  out = out.replace(SPEC, (_, first, rest) => {
    count += 1;
    return targetsOf(MAP.spec, numbersOf(first, rest), 'spec');
  });
  out = out.replace(DECISIONS, (_, first, rest) => {
    count += 1;
    return targetsOf(MAP.decisions, numbersOf(first, rest), 'decisions');
  });
  // "[engine.md](engine.md) section 3" and "docs/engine.md section 9": the heading itself.
  const engine = MAP.ownSections['docs/engine.md'];
  out = out.replace(/\[engine\.md\]\(engine\.md\),? section (\d+)/g, (_, n) => {
    count += 1;
    return `[engine.md](engine.md${engine[n]})`;
  });
  out = out.replace(/docs\/engine\.md,? section (\d+)/g, (_, n) => {
    count += 1;
    return `docs/engine.md${engine[n]}`;
  });
  const own = MAP.ownSections[path];
  if (own) {
    // A bare "section 3" or "sections 3 to 6" of a doc: links to its own headings.
    out = out.replace(
      /(?<![[\w#/-])(sections?) (\d+)(?:( to |-| and )(\d+))?(?![\w\]])/g,
      (whole, word, a, joiner, b) => {
        if (!own[a] || (b && !own[b])) return whole;
        count += 1;
        if (!b) return `[${word} ${a}](${own[a]})`;
        const sep = joiner === '-' ? ' to ' : joiner;
        return `${word} [${a}](${own[a]})${sep}[${b}](${own[b]})`;
      },
    );
  }
  return { text: out, count };
}

function trackedFiles() {
  return execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => EXTENSIONS.test(file) && !file.endsWith('package-lock.json'))
    .filter((file) => !/(^|\/)(node_modules|dist)\//.test(file) && !OWN_FILES.has(file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dryRun = process.argv.includes('--dry-run');
  let total = 0;
  for (const file of trackedFiles()) {
    const before = readFileSync(`${ROOT}${file}`, 'utf8');
    const { text, count } = rewriteText(file, before);
    if (text === before) continue;
    total += count;
    console.log(`${String(count).padStart(4)}  ${file}`);
    if (!dryRun) writeFileSync(`${ROOT}${file}`, text);
  }
  console.log(`${total} citation(s) ${dryRun ? 'would be ' : ''}rewritten.`);
}
