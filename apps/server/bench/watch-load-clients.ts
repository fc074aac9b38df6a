/**
 * The clients of watch-load.ts, in their own thread (not on the server's event loop): /api/health
 * polled every 20 ms by a client who is not signed in, the other user's streamed backtests, and
 * the heavy user's watch calls in a loop. Posts what it measured, phase by phase, to the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  BenchClient,
  DEFAULT_STRATEGY,
  json,
  ms,
  outcome,
  percentile,
  streamBacktestsDuring,
  type Answer,
} from './bench-http';

export interface WatchLoadPlan {
  base: string;
  /** The user who creates and deletes watches. */
  heavyToken: string;
  /** Their saved strategies (large: a 50-symbol scan each), watched in turn. */
  strategyIds: number[];
  /** The user who streams backtests meanwhile. */
  otherToken: string;
  /** How long the heavy user's loop lasts. */
  seconds: number;
}

export interface WatchLoadPhase {
  name: string;
  healthMs: number[];
  /** The other user's complete streamed backtests, in ms. */
  backtestMs: number[];
  backtestsFailed: number;
  /** What the heavy user's calls answered and how long they took, one line per kind. */
  requests: string[];
}

export type WatchLoadMessage = { type: 'phase'; name: string } | { type: 'report'; phases: WatchLoadPhase[] };

const plan = workerData as WatchLoadPlan;
const client = new BenchClient(plan.base);
const sleep = (duration: number) => new Promise((resolve) => setTimeout(resolve, duration));

const phases: WatchLoadPhase[] = [];
let current: WatchLoadPhase = {
  name: 'warm-up',
  healthMs: [],
  backtestMs: [],
  backtestsFailed: 0,
  requests: [],
};
const polling = { on: true };
const poller = (async () => {
  while (polling.on) {
    const answer = await client.send('GET', '/api/health', null);
    current.healthMs.push(answer.ms);
    await sleep(20);
  }
})();

async function phase(name: string, heavy: (() => Promise<string[]>) | null, seconds: number): Promise<void> {
  current = { name, healthMs: [], backtestMs: [], backtestsFailed: 0, requests: [] };
  phases.push(current);
  parentPort?.postMessage({ type: 'phase', name } satisfies WatchLoadMessage);
  const done = heavy ? heavy() : sleep(seconds * 1000).then(() => []);
  const backtests = await streamBacktestsDuring(client, plan.otherToken, done);
  current.backtestMs = backtests.times;
  current.backtestsFailed = backtests.failed;
  current.requests = await done;
}

/** The heavy user's loop: watch a large strategy, list the watches, read the strategy, delete the watch. */
async function watchLoop(): Promise<string[]> {
  const calls = new Map<string, { answers: Answer[] }>();
  const note = (kind: string, answer: Answer) => {
    const entry = calls.get(kind) ?? { answers: [] };
    entry.answers.push(answer);
    calls.set(kind, entry);
    return answer;
  };
  const until = performance.now() + plan.seconds * 1000;
  for (let round = 0; performance.now() < until; round += 1) {
    const strategyId = plan.strategyIds[round % plan.strategyIds.length] ?? 0;
    const body = json({ strategy_id: strategyId });
    const created = note(
      'POST /api/watches',
      await client.send('POST', '/api/watches', plan.heavyToken, body),
    );
    note('GET /api/watches', await client.send('GET', '/api/watches', plan.heavyToken));
    note(
      'GET /api/strategies/:id',
      await client.send('GET', `/api/strategies/${strategyId}`, plan.heavyToken),
    );
    if (created.status === 201) {
      const { id } = JSON.parse(created.text) as { id: number };
      note('DELETE /api/watches/:id', await client.send('DELETE', `/api/watches/${id}`, plan.heavyToken));
    }
  }
  return [...calls].map(([kind, { answers }]) => {
    const statuses = [...new Set(answers.map(outcome))].join(', ');
    const times = answers.map((answer) => answer.ms);
    return `${kind}: ${answers.length} calls (${statuses}), median ${ms(percentile(times, 0.5))}, max ${ms(Math.max(...times))}`;
  });
}

// The pool starts its threads on the first run: warm it up.
await client.send('POST', '/api/backtest/stream', plan.otherToken, json(DEFAULT_STRATEGY));
await phase('Another user streams backtests alone (4 s), for comparison', null, 4);
await phase(
  `One user creates and deletes watches of 50-symbol scans, lists them and reads the strategy (${plan.seconds} s); another user streams backtests`,
  watchLoop,
  plan.seconds,
);
polling.on = false;
await poller;
client.close();
parentPort?.postMessage({ type: 'report', phases } satisfies WatchLoadMessage);
