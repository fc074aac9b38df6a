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
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { StreamReader } from '@stratblocks/contracts';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateToLatest, openDatabase } from '../src/db/database';
import type { RateLimitStore } from '../src/infra/rate-limit';

const CONCURRENT = Number(process.env['STREAMS'] ?? 50);
const noLimits: RateLimitStore = {
  hit: (_key, windowMs, nowMs) => Promise.resolve({ count: 0, resetAtMs: nowMs + windowMs }),
};

const external = process.env['BASE_URL'] ?? null;

async function startEmbedded() {
  const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-load-'));
  const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' });
  const database = openDatabase(config);
  await migrateToLatest(database);
  const app = await createApp({ config, database, queueKind: 'inline', rateLimitStore: noLimits });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async stop() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const server = external
  ? { base: external.replace(/\/$/, ''), stop: () => Promise.resolve() }
  : await startEmbedded();
const base = server.base;
let clientNumber = 0;

const element = (name: string, properties?: Record<string, number>) =>
  properties ? { name, properties } : { name };
const body = JSON.stringify({
  generalSetting: { tickerSymbol: 'SPY', startDate: '2020-01-01', endDate: '2024-12-31' },
  entryLogic: {
    long: {
      elements: [
        element('SMA', { period: 20 }),
        element('Cross Above'),
        element('SMA', { period: 50 }),
        element('And'),
        element('RSI', { period: 14 }),
        element('<'),
        element('Number', { value: 70 }),
      ],
    },
  },
  exitLogic: {
    exit_long: {
      elements: [
        element('Stop Loss %', { percentage: 5 }),
        element('Or'),
        element('Take Profit %', { percentage: 10 }),
      ],
    },
  },
});

async function streamOnce(): Promise<boolean> {
  clientNumber += 1;
  const client = `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
  const response = await fetch(`${base}/api/backtest/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(external && { 'x-forwarded-for': client }) },
    body,
  });
  const reader = new StreamReader();
  reader.push(await response.text());
  reader.end();
  const { chart, metrics, trades } = reader.state.parts;
  return response.status === 200 && Boolean(chart && metrics && trades);
}

// Warm the worker pool (thread start, TypeScript transform) before measuring.
await streamOnce();

const latencies: number[] = [];
const polling = { on: true };
const poller = (async () => {
  while (polling.on) {
    const start = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.json();
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();

const started = performance.now();
const results = await Promise.all(Array.from({ length: CONCURRENT }, () => streamOnce()));
const elapsed = performance.now() - started;
polling.on = false;
await poller;

// Sustained load: CLIENTS clients, each starting its next stream when the last one ended (to its
// last byte), for LOAD_SECONDS seconds; throughput and time to the last byte of each stream.
const CLIENTS = Number(process.env['CLIENTS'] ?? process.env['CONCURRENCY'] ?? 16);
const LOAD_SECONDS = Number(process.env['LOAD_SECONDS'] ?? process.env['DURATION'] ?? 10);
const streamTimes: number[] = [];
let failed = 0;
const sustainedCpu = process.cpuUsage();
const sustainedStart = performance.now();
const deadline = sustainedStart + LOAD_SECONDS * 1000;
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      const ok = await streamOnce();
      if (ok) streamTimes.push(performance.now() - start);
      else failed += 1;
    }
  }),
);
const sustainedSeconds = (performance.now() - sustainedStart) / 1000;
// CPU time of every thread of the process (server, worker, load clients): on a shared machine the
// figure that does not depend on what else runs.
const { user, system } = process.cpuUsage(sustainedCpu);
const cpuPerStream = (user + system) / 1000 / Math.max(1, streamTimes.length);
const peakRss = process.resourceUsage().maxRSS / 1024;
await server.stop();

latencies.sort((a, b) => a - b);
const percentile = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
const completed = results.filter(Boolean).length;
console.log(`Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`);
console.log(
  `${completed}/${CONCURRENT} concurrent streamed backtests (SPY 2020-2024, SMA cross + RSI, stop/target) completed in ${(elapsed / 1000).toFixed(2)} s`,
);
console.log(
  `/api/health during the load: ${latencies.length} calls, median ${percentile(0.5).toFixed(1)} ms, p99 ${percentile(0.99).toFixed(1)} ms, max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms`,
);
streamTimes.sort((a, b) => a - b);
const streamPercentile = (q: number) =>
  streamTimes[Math.min(streamTimes.length - 1, Math.floor(q * streamTimes.length))] ?? Number.NaN;
console.log(
  `Sustained (${external ? `server at ${external}` : 'embedded server'}): ${streamTimes.length} streamed backtests in ${sustainedSeconds.toFixed(1)} s with ${CLIENTS} clients = ${(streamTimes.length / sustainedSeconds).toFixed(0)}/s (${failed} failed); time to the last byte p50 ${streamPercentile(0.5).toFixed(1)} ms, p95 ${streamPercentile(0.95).toFixed(1)} ms`,
);
console.log(
  `CPU per streamed backtest (all threads, clients included): ${cpuPerStream.toFixed(2)} ms; ${cpus().length} idle cores would sustain about ${((cpus().length * 1000) / cpuPerStream).toFixed(0)}/s; load average at the end ${loadavg()[0]?.toFixed(1)}`,
);
console.log(
  `Peak RSS of this process (${external ? 'the load clients only' : 'server, its worker threads and the load clients'}): ${peakRss.toFixed(0)} MiB`,
);
if (completed !== CONCURRENT || failed > 0) process.exitCode = 1;
