/**
 * The load clients of stream-load.ts, in their own thread so that they do not share the server's
 * event loop (a real server does not host its clients): the 50 concurrent streams with /api/health
 * polled meanwhile, then the sustained phase. Posts what it measured back to the main thread.
 */
import { Agent, request as httpRequest } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { formatStreamLine, STREAM_MARKERS, StreamReader, type StreamPart } from '@stratblocks/contracts';

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

/** Keeps connections open between streams, as a browser does. */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One POST of the run body to the stream endpoint: its status and every byte of its answer. */
function request(): Promise<{ status: number; bytes: Buffer }> {
  clientNumber += 1;
  const client = `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${plan.base}/api/backtest/stream`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(plan.external && { 'x-forwarded-for': client }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, bytes: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const END_LINES = Object.values(STREAM_MARKERS).map(({ end }) => Buffer.from(formatStreamLine(end)));

/**
 * One streamed backtest, read to its last byte; true when all three result parts arrived (their
 * end markers are in the bytes). The clients share the server's two cores, so they use plain
 * node:http and check the bytes instead of decoding every stream: the first one is parsed in full.
 */
async function streamOnce(): Promise<boolean> {
  const { status, bytes } = await request();
  return status === 200 && END_LINES.every((line) => bytes.includes(line));
}

/** The first stream, read like the builder reads it: every part present and valid JSON. */
async function parsedStream(): Promise<void> {
  const { status, bytes } = await request();
  const reader = new StreamReader();
  reader.push(bytes.toString('utf8'));
  reader.end();
  for (const part of Object.keys(STREAM_MARKERS) as StreamPart[]) {
    const json = reader.state.parts[part];
    if (status !== 200 || json === undefined) throw new Error(`The stream has no ${part} part`);
    JSON.parse(json);
  }
}

// Warm the worker pool (thread start, TypeScript transform) before measuring.
await parsedStream();

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
agent.destroy();
parentPort?.postMessage({ type: 'report', report });
