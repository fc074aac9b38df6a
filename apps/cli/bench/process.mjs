// Whole-process benchmark of the command line (`npm run bench -w @stratblocks/cli`): start, load the
// bundled series, run the speed case, print JSON. Median of many runs of `npx stratblocks` and of
// the bin run by node directly (the difference is npm's own start-up).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CONFIG = 'examples/spy-sma-cross-2005-2025.json';
const RUNS = Number(process.env['RUNS'] ?? 21);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function measure(label, command, args) {
  const seconds = [];
  let last = '';
  for (let run = 0; run < RUNS + 2; run += 1) {
    const start = process.hrtime.bigint();
    const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
    const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
    if (result.status !== 0) throw new Error(`${label} failed: ${result.stderr}`);
    last = result.stdout;
    // The first two runs warm the file-system cache and the bundle freshness check.
    if (run >= 2) seconds.push(elapsed);
  }
  const results = JSON.parse(last);
  const sorted = [...seconds].sort((a, b) => a - b);
  console.log(
    `${label}: median ${median(seconds).toFixed(3)} s (min ${sorted[0]?.toFixed(3)} s, p90 ${sorted[Math.floor(sorted.length * 0.9)]?.toFixed(3)} s, ${RUNS} runs); ${results.closed_trades.length} trades, final equity ${results.performance_metrics.final_nav.toFixed(6)}`,
  );
}

console.log(`Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`);
/** Median wall time of a command that prints nothing we need. */
function floor(command, args, env = process.env, cwd = ROOT) {
  const seconds = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = process.hrtime.bigint();
    spawnSync(command, args, { cwd, env });
    seconds.push(Number(process.hrtime.bigint() - start) / 1e9);
  }
  return median(seconds).toFixed(3);
}

console.log(
  `node -e 0 (the floor of any Node process here): median ${floor(process.execPath, ['-e', '0'])} s`,
);
if (process.env.NODE_EXTRA_CA_CERTS) {
  // Node 20 reads and parses that certificate file as it starts, before any script runs.
  const without = { ...process.env };
  delete without.NODE_EXTRA_CA_CERTS;
  console.log(
    `  this environment sets NODE_EXTRA_CA_CERTS, read by every Node process at start; without it: median ${floor(process.execPath, ['-e', '0'], without)} s`,
  );
}
console.log(`npx --version (npm's own start): median ${floor('npx', ['--version'])} s`);
{
  // npx running a local bin that only exits: what npx costs before any command of its own starts.
  const project = mkdtempSync(join(tmpdir(), 'stratblocks-npx-floor-'));
  try {
    writeFileSync(join(project, 'package.json'), '{"name":"npx-floor","version":"1.0.0"}\n');
    mkdirSync(join(project, 'node_modules', '.bin'), { recursive: true });
    const noop = join(project, 'node_modules', '.bin', 'noop');
    writeFileSync(noop, '#!/bin/sh\nexit 0\n');
    chmodSync(noop, 0o755);
    console.log(
      `npx noop (a local bin that only exits: the floor of any npx command here): median ${floor('npx', ['noop'], process.env, project)} s`,
    );
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}
measure('node apps/cli/bin/stratblocks.mjs backtest --config <case> --json', process.execPath, [
  'apps/cli/bin/stratblocks.mjs',
  'backtest',
  '--config',
  CONFIG,
  '--json',
]);
measure('npx stratblocks backtest --config <case> --json', 'npx', [
  'stratblocks',
  'backtest',
  '--config',
  CONFIG,
  '--json',
]);
