// npm run size: the JavaScript each route downloads before it shows, gzipped, from the last build
// (dist/.vite/manifest.json). A route's JS is the entry chunk, the route's own chunk (its feature),
// and every chunk those import statically; chunks loaded later (workers, charts, the engine) are not
// counted. Fails when the landing route is over its budget (150 KiB) or any route over the budget of
// every route (420 KiB) before its first interaction. (What the landing page loads by the time the
// network is idle, its preview's worker included, is measured in the browser:
// e2e/specs/landing-javascript-budget.spec.ts.)
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build -w @stratblocks/web` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** Budgets, in KiB of gzipped JavaScript: the landing route's, and every route's. */
const LANDING_BUDGET_KB = 150;
// The builder carries the text reader, the run history and the symbol fields: 420 KiB.
const ROUTE_BUDGET_KB = 420;

/** The route layout giving TanStack Query to the pages that use it (router.tsx, withQueries). */
const QUERIES = 'src/app/query-scope.tsx';

const ROUTES = [
  ['/ (landing)', 'src/features/landing/index.ts'],
  ['/about, /pricing, /contact', 'src/features/site/index.ts'],
  ['/blog', 'src/features/blog/index.ts'],
  ['/terms, /privacy, ...', 'src/features/legal/index.ts'],
  ['/auth, /verify-email', [QUERIES, 'src/features/auth/index.ts']],
  [
    '/overview, /account, /settings',
    [QUERIES, 'src/app/dashboard-layout/dashboard-layout.tsx', 'src/features/dashboard/index.ts'],
  ],
  [
    '/dashboard, /strategy/:id',
    [QUERIES, 'src/app/dashboard-layout/dashboard-layout.tsx', 'src/features/strategies/index.ts'],
  ],
  [
    '/docs, /quick-start, /support',
    [QUERIES, 'src/app/dashboard-layout/dashboard-layout.tsx', 'src/features/help/index.ts'],
  ],
  [
    '/dashboard/compare',
    [QUERIES, 'src/app/dashboard-layout/dashboard-layout.tsx', 'src/features/compare/index.ts'],
  ],
  ['/report/:token', [QUERIES, 'src/features/research/index.ts']],
  ['/builder', [QUERIES, 'src/features/builder/index.ts']],
];

const gzCache = new Map();
function gz(file) {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzCache.get(file);
}

/**
 * A chunk by its source path. A feature that other chunks import statically too is merged into a
 * shared chunk, listed under its name (`_strategies-<hash>.js`) rather than its path.
 */
function chunkOf(key) {
  if (manifest[key]) return manifest[key];
  const feature = /^src\/features\/([^/]+)\/index\.ts$/.exec(key)?.[1];
  return feature ? Object.values(manifest).find((chunk) => chunk.name === feature && !chunk.src) : undefined;
}

/** The files of a chunk and of every chunk it imports statically. */
function closure(key, files = new Set()) {
  const chunk = chunkOf(key);
  if (!chunk) throw new Error(`No chunk for ${key} in the manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

// The page's entry (index.html's module script), the one every route starts from.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const rows = ROUTES.map(([route, sources]) => {
  const files = closure(entryKey);
  for (const source of [sources].flat()) closure(source, files);
  const bytes = [...files].reduce((sum, file) => sum + gz(file), 0);
  return { route, kb: bytes / 1024 };
});

console.log('Gzipped JavaScript per route (entry + route chunks + their static imports):');
for (const { route, kb } of rows) console.log(`  ${route.padEnd(36)} ${kb.toFixed(1).padStart(7)} KiB`);
const over = rows.filter(({ kb }, index) => kb > (index === 0 ? LANDING_BUDGET_KB : ROUTE_BUDGET_KB));
for (const { route, kb } of over) {
  const budget = route === rows[0].route ? LANDING_BUDGET_KB : ROUTE_BUDGET_KB;
  console.error(`${route} is over its budget: ${kb.toFixed(1)} KiB > ${budget} KiB.`);
}
if (over.length > 0) process.exit(1);
const heaviest = Math.max(...rows.slice(1).map(({ kb }) => kb));
console.log(
  `Budgets met: landing ${rows[0].kb.toFixed(1)} of ${LANDING_BUDGET_KB} KiB; heaviest other route ${heaviest.toFixed(1)} of ${ROUTE_BUDGET_KB} KiB.`,
);
