/**
 * Load script (`npm run bench -w @stratblocks/server`): 50 concurrent streamed backtests against a
 * real server on a loopback port, while /api/health is polled; prints whether every stream
 * completed and how fast health answered. Rate limits are lifted for the run (one client address).
 * Then a sustained phase: CLIENTS (16) clients stream backtests back to back for LOAD_SECONDS (10)
 * seconds; prints backtests per second, the p50/p95 time to the last byte, CPU per run and peak RSS.
 *
 * With BASE_URL (e.g. the proxy of `npm run cluster:local`) the same script loads that server
 * instead of starting one; each request then claims its own client address (X-Forwarded-For),
 * which a server with TRUST_PROXY counts separately, so that per-IP limits do not cap the load.
 */
import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { startEmbedded } from './embedded-server';
import type { ClientsMessage, LoadPlan, LoadReport } from './load-clients';

const CONCURRENT = Number(process.env['STREAMS'] ?? 50);
const external = process.env['BASE_URL'] ?? null;

const server = external
  ? { base: external.replace(/\/$/, ''), stop: () => Promise.resolve() }
  : await startEmbedded();

const plan: LoadPlan = {
  base: server.base,
  external: external !== null,
  concurrent: CONCURRENT,
  clients: Number(process.env['CLIENTS'] ?? process.env['CONCURRENCY'] ?? 16),
  seconds: Number(process.env['LOAD_SECONDS'] ?? process.env['DURATION'] ?? 10),
};
// The clients run in their own thread (load-clients.ts), not on the server's event loop.
const clients = new Worker(new URL('../src/backtests/worker-entry.mjs', import.meta.url), {
  workerData: { module: new URL('./load-clients.ts', import.meta.url).href, ...plan },
});
// CPU time of every thread of the process (server, its workers, the load clients) over the
// sustained phase: on a shared machine, the figure that does not depend on what else runs.
let sustainedCpu = process.cpuUsage();
const report = await new Promise<LoadReport>((resolve, reject) => {
  clients.on('message', (message: ClientsMessage) => {
    if (message.type === 'sustained') sustainedCpu = process.cpuUsage();
    else resolve(message.report);
  });
  clients.once('error', reject);
});
const { user, system } = process.cpuUsage(sustainedCpu);
const peakRss = process.resourceUsage().maxRSS / 1024;
await clients.terminate();
await server.stop();

const percentileOf = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const streams = report.streamMs.length;
const cpuPerStream = (user + system) / 1000 / Math.max(1, streams);
console.log(`Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`);
console.log(
  `${report.concurrentOk}/${plan.concurrent} concurrent streamed backtests (SPY 2020-2024, SMA cross + RSI, stop/target) completed in ${(report.concurrentMs / 1000).toFixed(2)} s`,
);
console.log(
  `/api/health during the load: ${report.healthMs.length} calls, median ${percentileOf(report.healthMs, 0.5).toFixed(1)} ms, p99 ${percentileOf(report.healthMs, 0.99).toFixed(1)} ms, max ${Math.max(...report.healthMs).toFixed(1)} ms`,
);
console.log(
  `Sustained (${external ? `server at ${external}` : 'embedded server'}): ${streams} streamed backtests in ${report.sustainedSeconds.toFixed(1)} s with ${plan.clients} clients = ${(streams / report.sustainedSeconds).toFixed(0)}/s (${report.failed} failed); time to the last byte p50 ${percentileOf(report.streamMs, 0.5).toFixed(1)} ms, p95 ${percentileOf(report.streamMs, 0.95).toFixed(1)} ms`,
);
console.log(
  `CPU per streamed backtest (all threads, clients included): ${cpuPerStream.toFixed(2)} ms; ${cpus().length} idle cores would sustain about ${((cpus().length * 1000) / cpuPerStream).toFixed(0)}/s; load average at the end ${loadavg()[0]?.toFixed(1)}`,
);
console.log(
  `Peak RSS of this process (${external ? 'the load clients only' : 'server, its worker threads and the load clients'}): ${peakRss.toFixed(0)} MiB`,
);
if (report.concurrentOk !== plan.concurrent || report.failed > 0) process.exitCode = 1;
