// Type-checks every workspace with its own tsconfig (the engine's forbids I/O types).
import { run } from './lib.mjs';

// The web app's is the longest: it starts first, and the others share the second slot.
const projects = [
  'apps/web/tsconfig.json',
  'packages/engine/tsconfig.json',
  'packages/engine/test/tsconfig.json',
  'packages/engine/bench/tsconfig.json',
  'packages/contracts/tsconfig.json',
  'packages/contracts/test/tsconfig.json',
  'packages/market-data/tsconfig.json',
  'apps/server/tsconfig.json',
  'apps/server/bench/tsconfig.json',
  'apps/cli/tsconfig.json',
  'e2e/tsconfig.json',
];
// Two at a time: the machines this runs on have two cores, and each tsc is single-threaded.
const PARALLEL = 2;
let failed = 0;
const queue = [...projects];
async function typeCheckNext() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const code = await run('npx', ['tsc', '-p', project]);
    if (code !== 0) failed += 1;
  }
}
await Promise.all(Array.from({ length: PARALLEL }, typeCheckNext));
if (failed > 0) {
  console.error(`Type errors in ${failed} project(s).`);
  process.exit(1);
}
console.log(`Types OK in ${projects.length} projects.`);
