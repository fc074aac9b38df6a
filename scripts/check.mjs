// npm run check: types, lint (zero warnings), formatting, then unit tests.
// --static stops before the tests (CI runs the tests through npm test).
import { ensureInstalled, runOrExit } from './lib.mjs';

await ensureInstalled();
await runOrExit('node', ['scripts/typecheck.mjs']);
await runOrExit('npx', ['eslint', '.', '--max-warnings', '0']);
await runOrExit('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
if (!process.argv.includes('--static')) {
  await runOrExit('npx', [
    'vitest',
    'run',
    ...['engine', 'contracts', 'market-data', 'server', 'cli', 'web'].flatMap((name) => ['--project', name]),
  ]);
}
console.log('Check passed.');
