// npm run check: the embedded copy of the export's Python runtime up to date, types, lint (zero
// warnings), formatting, import cycles, references that resolve in the repository
// (scripts/references.mjs), the Python runtime linted (pyflakes), then unit tests.
// --static stops before the tests (CI runs the tests through npm test).
import { ensureInstalled, runOrExit } from './lib.mjs';

await ensureInstalled();
// First: a stale embedded copy of the Python runtime would fail later steps in confusing ways.
await runOrExit('node', ['packages/engine/scripts/embed-python.mjs', '--check']);
await runOrExit('node', ['scripts/typecheck.mjs']);
// Lint on every core (typed rules make it the longest static check).
await runOrExit('npx', ['eslint', '.', '--max-warnings', '0', '--concurrency', 'auto']);
await runOrExit('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
await runOrExit('node', ['scripts/cycles.mjs']);
await runOrExit('node', ['scripts/references.mjs']);
await runOrExit('node', ['scripts/python-lint.mjs']);
if (!process.argv.includes('--static')) {
  await runOrExit('npx', [
    'vitest',
    'run',
    ...['engine', 'contracts', 'market-data', 'server', 'cli', 'web'].flatMap((name) => ['--project', name]),
  ]);
}
console.log('Check passed.');
