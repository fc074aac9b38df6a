/**
 * Load script (`npm run bench:heavy-user -w @stratblocks/server`, and the last part of
 * `npm run bench`): what one signed-in user's heaviest requests cost everyone else. A real
 * embedded server (SQLite, worker threads) on a loopback port; while /api/health is polled every
 * 20 ms (after a phase where the second user only streams backtests, for comparison), one user
 * uploads the largest files the server reads (50 MB of CSV: 1.7 million hourly
 * rows, then 100,000 rows with a wide extra column) and fills the upload cache, while a second user
 * streams backtests back to back and reads one week of their own large upload; last, the first
 * user sends research bodies with six 100,000-value ranges. Prints, per phase, how fast health
 * answered (the goal: under 100 ms for others, always), what each heavy request answered and how
 * long it took, and the machine. Rate limits are lifted (one client address).
 */
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { ms, percentile } from './bench-http';
import { startBenchServer } from './bench-server';
import type { HeavyUserMessage, HeavyUserPlan, HeavyUserReport, PhaseReport } from './heavy-user-clients';

const server = await startBenchServer();
const { base } = server;
const signUp = (email: string) => server.signUp(email);

const plan: HeavyUserPlan = {
  base,
  heavyToken: await signUp('heavy@example.com'),
  otherToken: await signUp('other@example.com'),
};
// The clients run in their own thread (heavy-user-clients.ts), not on the server's event loop.
const clients = new Worker(new URL('../src/backtests/worker-entry.mjs', import.meta.url), {
  workerData: { module: new URL('./heavy-user-clients.ts', import.meta.url).href, ...plan },
});
// The server's own event loop, phase by phase: how long it was held (health also waits for the CPU
// when other processes share the cores; this does not).
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const heldMs = new Map<string, number>();
let phaseName = '';
const keepHeld = () => {
  if (phaseName) heldMs.set(phaseName, loopDelay.max / 1e6);
  loopDelay.reset();
};
const report = await new Promise<HeavyUserReport>((resolve, reject) => {
  clients.on('message', (message: HeavyUserMessage) => {
    keepHeld();
    if (message.type === 'phase') phaseName = message.name;
    else resolve(message.report);
  });
  clients.once('error', reject);
});
loopDelay.disable();
const peakRss = process.resourceUsage().maxRSS / 1024;
await clients.terminate();
await server.close();

function line(phase: PhaseReport): string {
  const health = phase.healthMs;
  const parts = [
    `${phase.name}: /api/health ${health.length} calls, median ${ms(percentile(health, 0.5))}, p99 ${ms(percentile(health, 0.99))}, max ${ms(Math.max(...health))}; the server's event loop held at most ${ms(heldMs.get(phase.name) ?? Number.NaN)}`,
    ...phase.requests.map((request) => `  ${request}`),
  ];
  return parts.join('\n');
}

console.log(`Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`);
for (const phase of report.phases) console.log(line(phase));
const worst = Math.max(...report.phases.flatMap((phase) => phase.healthMs));
console.log(
  `Slowest /api/health of the whole run: ${ms(worst)} (goal: under 100 ms); load average at the end ${loadavg()[0]?.toFixed(1)}; peak RSS ${peakRss.toFixed(0)} MiB`,
);
if (!(worst < 100)) process.exitCode = 1;
