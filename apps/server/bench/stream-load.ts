/**
 * Load script (`npm run bench -w @stratblocks/server`): 50 concurrent streamed backtests against a
 * real server on a loopback port, while /api/health is polled; prints whether every stream
 * completed and how fast health answered. Rate limits are lifted for the run (one client address).
 * Then a throughput phase: CONCURRENCY (8) clients stream backtests back to back for DURATION (10)
 * seconds; prints backtests per second and the p50/p95 time of one stream.
 *
 * With BASE_URL (e.g. the proxy of `npm run cluster:local`) the same script loads that server
 * instead of starting one; each request then claims its own client address (X-Forwarded-For),
 * which a server with TRUST_PROXY counts separately, so that per-IP limits do not cap the load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
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

const CONCURRENCY = Number(process.env['CONCURRENCY'] ?? 8);
const DURATION_MS = Number(process.env['DURATION'] ?? 10) * 1000;
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

// Throughput: CONCURRENCY clients, each streaming one backtest after another.
const durations: number[] = [];
let failed = 0;
const throughputStart = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() - throughputStart < DURATION_MS) {
      const start = performance.now();
      if (await streamOnce()) durations.push(performance.now() - start);
      else failed += 1;
    }
  }),
);
const throughputSeconds = (performance.now() - throughputStart) / 1000;
await server.stop();
durations.sort((a, b) => a - b);
const streamPercentile = (q: number) =>
  durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? Number.NaN;

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
console.log(
  `Throughput (${external ? `server at ${external}` : 'embedded server'}, concurrency ${CONCURRENCY}, ${Math.round(DURATION_MS / 1000)} s): ${(durations.length / throughputSeconds).toFixed(1)} streamed backtests/s, p50 ${streamPercentile(0.5).toFixed(0)} ms, p95 ${streamPercentile(0.95).toFixed(0)} ms, ${failed} failed`,
);
if (completed !== CONCURRENT || failed > 0) process.exitCode = 1;
