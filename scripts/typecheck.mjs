// Type-checks every workspace with its own tsconfig (the engine's forbids I/O types).
import { run } from './lib.mjs';

const projects = [
  'packages/engine/tsconfig.json',
  'packages/engine/test/tsconfig.json',
  'packages/engine/bench/tsconfig.json',
  'packages/contracts/tsconfig.json',
  'packages/contracts/test/tsconfig.json',
  'packages/market-data/tsconfig.json',
  'apps/server/tsconfig.json',
  'apps/server/bench/tsconfig.json',
  'apps/cli/tsconfig.json',
  'apps/web/tsconfig.json',
  'e2e/tsconfig.json',
];
let failed = 0;
for (const project of projects) {
  const code = await run('npx', ['tsc', '-p', project]);
  if (code !== 0) failed += 1;
}
if (failed > 0) {
  console.error(`Type errors in ${failed} project(s).`);
  process.exit(1);
}
console.log(`Types OK in ${projects.length} projects.`);
