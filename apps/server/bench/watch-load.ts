/**
 * Load script (`npm run bench:watch-load -w @stratblocks/server [-- scale-out] [seconds]`): what one
 * user's watches cost everyone else (docs/performance.md#one-users-watches). One user saves three
 * 50-symbol scans (2010-2024) and, in a loop, watches one (its first check runs the scan and one
 * run per symbol), lists the watches, reads the strategy and deletes the watch; meanwhile another
 * user streams backtests back to back and a client polls /api/health every 20 ms. Prints the
 * health latencies and the other user's backtest times, beside a phase where the other user runs
 * alone. Offline: the bars are the bundled ones (MARKET_DATA_PROVIDER=bundled).
 *
 * Embedded (default): SQLite and the in-process worker pool. `scale-out`: PostgreSQL (DATABASE_URL)
 * and Redis (REDIS_URL), this process an API-only one (QUEUE_WORKER=false unless set, as
 * scripts/cluster-local.mjs starts them) and one worker process (worker-main.ts) that runs the
 * backtests and the watch checks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ms, percentile } from './bench-http';
import { startBenchServer } from './bench-server';
import type { WatchLoadMessage, WatchLoadPhase, WatchLoadPlan } from './watch-load-clients';

const scaleOut = process.argv.includes('scale-out');
const seconds = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 20);

/** Fifty bundled US stocks: the largest scan a strategy may hold. */
const SYMBOLS = (
  'AAPL ABBV ABT ACN ADBE ADI AMAT AMD AMGN AMZN ANET APH AVGO AXP BA BAC BKNG BLK BMY BX C CAT CB CI ' +
  'CMCSA COP COST CRM CSCO CVX DE DIS DUK ELV EQIX ETN GE GILD GOOGL GS HD HON IBM INTU ISRG JNJ JPM ' +
  'KLAC KO LIN'
).split(' ');
const example = JSON.parse(
  readFileSync(new URL('../../../examples/sector-rotation.json', import.meta.url), 'utf8'),
) as { generalSetting: Record<string, unknown>; portfolio: Record<string, unknown> };
const scan = (index: number) => ({
  ...example,
  generalSetting: { ...example.generalSetting, startDate: `${2010 + index}-01-01`, endDate: '2024-12-31' },
  portfolio: { ...example.portfolio, symbols: SYMBOLS, mode: 'separate' },
});

const env: Record<string, string> = { MARKET_DATA_PROVIDER: 'bundled' };
let worker: ChildProcess | null = null;
let workerDir: string | null = null;
if (scaleOut) {
  const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
  if (!databaseUrl || !redisUrl) throw new Error('scale-out needs DATABASE_URL and REDIS_URL');
  Object.assign(env, {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    BACKTEST_QUEUE: `bench-watch-${randomUUID()}`,
    QUEUE_WORKER: process.env['QUEUE_WORKER'] ?? 'false',
  });
}
const server = await startBenchServer(env);
if (scaleOut) {
  // Started once the API has migrated the database, as scripts/cluster-local.mjs does.
  workerDir = mkdtempSync(join(tmpdir(), 'stratblocks-bench-worker-'));
  worker = await startWorker({ ...process.env, ...env, DATA_DIR: workerDir });
}

/** worker-main.ts in a process of its own; resolves once it takes jobs. */
function startWorker(workerEnv: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const script = fileURLToPath(new URL('../src/worker-main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: workerEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('taking jobs')) resolve(child);
    });
    child.once('exit', (code) => {
      reject(new Error(`the worker process exited (${code})`));
    });
  });
}

const suffix = randomUUID().slice(0, 8);
const heavyToken = await server.signUp(`watcher-${suffix}@example.com`);
const strategyIds: number[] = [];
for (const index of [0, 1, 2]) {
  const saved = (await server.request('POST', '/api/strategies', heavyToken, {
    name: `Scan of 50 stocks ${index + 1}`,
    strategy_config: scan(index),
  })) as { id: number };
  strategyIds.push(saved.id);
}
const plan: WatchLoadPlan = {
  base: server.base,
  heavyToken,
  strategyIds,
  otherToken: await server.signUp(`other-${suffix}@example.com`),
  seconds,
};
const clients = new Worker(new URL('../src/backtests/worker-entry.mjs', import.meta.url), {
  workerData: { module: new URL('./watch-load-clients.ts', import.meta.url).href, ...plan },
});
// The server's own event loop, phase by phase: how long it was held at most.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const heldMs = new Map<string, number>();
let phaseName = '';
const keepHeld = () => {
  if (phaseName) heldMs.set(phaseName, loopDelay.max / 1e6);
  loopDelay.reset();
};
const phases = await new Promise<WatchLoadPhase[]>((resolve, reject) => {
  clients.on('message', (message: WatchLoadMessage) => {
    keepHeld();
    if (message.type === 'phase') phaseName = message.name;
    else resolve(message.phases);
  });
  clients.once('error', reject);
});
loopDelay.disable();
await clients.terminate();
const load = loadavg().map((value) => value.toFixed(2));
worker?.kill('SIGTERM');
await server.close();
if (workerDir) rmSync(workerDir, { recursive: true, force: true });

const mode = scaleOut
  ? `scale-out (PostgreSQL, Redis, this API process with QUEUE_WORKER=${env['QUEUE_WORKER']}, one worker process)`
  : 'embedded (SQLite, in-process worker pool)';
console.log(
  `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}; ${mode}`,
);
for (const phase of phases) {
  const health = phase.healthMs;
  const backtests = phase.backtestMs;
  console.log(phase.name);
  console.log(
    `  /api/health: ${health.length} calls, p50 ${ms(percentile(health, 0.5))}, p99 ${ms(percentile(health, 0.99))}, max ${ms(Math.max(...health))}; the server's event loop held at most ${ms(heldMs.get(phase.name) ?? Number.NaN)}`,
  );
  console.log(
    `  the other user's streamed backtests: ${backtests.length} (${phase.backtestsFailed} failed), p50 ${ms(percentile(backtests, 0.5))}, p99 ${ms(percentile(backtests, 0.99))}, max ${ms(Math.max(...backtests))}`,
  );
  for (const request of phase.requests) console.log(`  ${request}`);
}
const worst = percentile(phases.at(-1)?.healthMs ?? [], 0.99);
console.log(
  `/api/health p99 under the watch load: ${ms(worst)} (goal: under 100 ms); load average ${load.join(' ')}`,
);
if (!(worst < 100)) process.exitCode = 1;
