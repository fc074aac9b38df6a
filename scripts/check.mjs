// npm run check: types, lint (zero warnings), formatting, import cycles, references that resolve in
// the repository (scripts/references.mjs), then unit tests.
// --static stops before the tests (CI runs the tests through npm test).
import { ensureInstalled, runOrExit } from './lib.mjs';

await ensureInstalled();
await runOrExit('node', ['scripts/typecheck.mjs']);
// Lint on every core (typed rules make it the longest static check).
await runOrExit('npx', ['eslint', '.', '--max-warnings', '0', '--concurrency', 'auto']);
await runOrExit('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
await runOrExit('node', ['scripts/cycles.mjs']);
await runOrExit('node', ['scripts/references.mjs']);
if (!process.argv.includes('--static')) {
  await runOrExit('npx', [
    'vitest',
    'run',
    ...['engine', 'contracts', 'market-data', 'server', 'cli', 'web'].flatMap((name) => ['--project', name]),
  ]);
}
console.log('Check passed.');
