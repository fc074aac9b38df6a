// npm test: install if needed, then the unit and integration suites (PostgreSQL, Redis and Python
// when their service is there), the web app's size budget and the browser smoke set (the specs
// tagged @smoke): the command a contributor runs all day, under 12 minutes on a 2-core machine.
// npm run test:all (`--all`) runs the whole browser suite and Lighthouse instead of the smoke set;
// CI runs it. With CI=true a missing service fails the run instead of being skipped.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled, ensureWebBuilt, run } from './lib.mjs';
import {
  CHROMIUM_PATH,
  PYTHON_PATH,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  detectServices,
} from './services.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const all = process.argv.includes('--all');
await ensureInstalled();

const services = await detectServices();
const missing = Object.entries(services)
  .filter(([, available]) => !available)
  .map(([name]) => name);
if (missing.length > 0) {
  const what = missing.join(', ');
  if (ci) {
    console.error(`CI=true but these test services are missing: ${what}. See README (Tests).`);
    process.exit(1);
  }
  console.warn(`Not available here, their suites do not run: ${what}.`);
}

const projects = ['engine', 'contracts', 'market-data', 'server', 'cli', 'web'];
if (services.postgres) projects.push('postgres');
if (services.redis) projects.push('redis');
if (services.python) projects.push('python');

const env = { ...process.env, TEST_DATABASE_URL, TEST_REDIS_URL, PYTHON: PYTHON_PATH, CHROMIUM_PATH };
const results = [];
const report = join(tmpdir(), `stratblocks-vitest-${process.pid}.json`);
const vitestArgs = ['vitest', 'run', ...projects.flatMap((name) => ['--project', name])];
const unitCode = await run(
  'npx',
  [...vitestArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  { env },
);
results.push(['vitest', unitCode]);
const counts = readCounts(report);

await ensureWebBuilt();
// Each route's JavaScript budget (landing 150 KiB gzipped, any route 420 KiB), on the build the browser suite uses.
results.push(['web size', await run('node', ['apps/web/scripts/size.mjs'], { env })]);
if (services.chromium && !all) {
  results.push([
    'browser smoke',
    await run('npm', ['run', 'e2e', '--silent', '--', '--grep', '@smoke'], { env }),
  ]);
}
if (services.chromium && all) {
  results.push(['browser', await run('npm', ['run', 'e2e', '--silent'], { env })]);
  // Lighthouse on the public pages, three mobile runs and one desktop run each: every category's
  // median against the thresholds in e2e/lighthouse/run.ts (performance 90 mobile and 95 desktop, the
  // rest 100; about six minutes).
  results.push([
    'lighthouse',
    await run('npm', ['run', 'lighthouse', '--silent', '-w', '@stratblocks/e2e'], { env }),
  ]);
}

const failed = results.filter(([, code]) => code !== 0).map(([name]) => name);
if (counts)
  console.log(`${counts.passed} passed, ${counts.failed} failed (vitest projects: ${projects.join(', ')})`);
console.log(
  failed.length === 0
    ? `All suites passed: ${results.map(([name]) => name).join(', ')}.`
    : `Failed suites: ${failed.join(', ')}.`,
);
process.exit(failed.length === 0 ? 0 : 1);

/** Test counts from Vitest's JSON report. */
function readCounts(path) {
  if (!existsSync(path)) return null;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  rmSync(path, { force: true });
  return { passed: report.numPassedTests, failed: report.numFailedTests ?? 0 };
}
