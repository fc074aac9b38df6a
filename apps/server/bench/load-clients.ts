/**
 * The load clients of stream-load.ts, in their own thread so that they do not share the server's
 * event loop (a real server does not host its clients): the 50 concurrent streams with /api/health
 * polled meanwhile, then the sustained phase. Posts what it measured back to the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { StreamReader } from '@stratblocks/contracts';

export interface LoadPlan {
  base: string;
  /** Whether the server is another process (behind a proxy): each request then claims its own address. */
  external: boolean;
  concurrent: number;
  clients: number;
  seconds: number;
}

export type ClientsMessage = { type: 'sustained' } | { type: 'report'; report: LoadReport };

export interface LoadReport {
  concurrentOk: number;
  concurrentMs: number;
  healthMs: number[];
  streamMs: number[];
  failed: number;
  sustainedSeconds: number;
}

const plan = workerData as LoadPlan;
let clientNumber = 0;

const element = (name: string, properties?: Record<string, number>) =>
  properties ? { name, properties } : { name };
/** The builder's default strategy: SPY 2020-2024, SMA 20/50 cross with RSI < 70, 5% stop, 10% target. */
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

/** One streamed backtest, read to its last byte; true when it answered all three result parts. */
async function streamOnce(): Promise<boolean> {
  clientNumber += 1;
  const client = `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
  const response = await fetch(`${plan.base}/api/backtest/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(plan.external && { 'x-forwarded-for': client }) },
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

const healthMs: number[] = [];
const polling = { on: true };
const poller = (async () => {
  while (polling.on) {
    const start = performance.now();
    const response = await fetch(`${plan.base}/api/health`);
    await response.json();
    healthMs.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();
const concurrentStart = performance.now();
const concurrent = await Promise.all(Array.from({ length: plan.concurrent }, () => streamOnce()));
const concurrentMs = performance.now() - concurrentStart;
polling.on = false;
await poller;

// Sustained load: each client starts its next stream when the last one ended (to its last byte).
// The main thread measures the process's CPU time from this message on.
parentPort?.postMessage({ type: 'sustained' });
const streamMs: number[] = [];
let failed = 0;
const sustainedStart = performance.now();
const deadline = sustainedStart + plan.seconds * 1000;
await Promise.all(
  Array.from({ length: plan.clients }, async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      if (await streamOnce()) streamMs.push(performance.now() - start);
      else failed += 1;
    }
  }),
);

const report: LoadReport = {
  concurrentOk: concurrent.filter(Boolean).length,
  concurrentMs,
  healthMs,
  streamMs,
  failed,
  sustainedSeconds: (performance.now() - sustainedStart) / 1000,
};
parentPort?.postMessage({ type: 'report', report });
