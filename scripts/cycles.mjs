// No import circles anywhere: madge reads every workspace's TypeScript (sources, tests, benches)
// and this fails on any cycle, type-only imports included (a cycle of types still ties two files
// together). Run by `npm run check` and `npm run check:static`.
import madge from 'madge';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WORKSPACES = [
  'packages/engine',
  'packages/contracts',
  'packages/market-data',
  'apps/server',
  'apps/cli',
  'apps/web',
  'e2e',
];

const result = await madge(
  WORKSPACES.map((folder) => `${ROOT}${folder}`),
  {
    fileExtensions: ['ts', 'tsx', 'mts'],
    tsConfig: `${ROOT}tsconfig.base.json`,
    excludeRegExp: [/node_modules/, /[\\/]dist[\\/]/, /test-results/],
  },
);
const cycles = result.circular();
if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}):`);
  for (const cycle of cycles) console.error(`  ${cycle.join(' > ')}`);
  process.exit(1);
}
console.log(`No import cycles in ${Object.keys(result.obj()).length} files.`);
