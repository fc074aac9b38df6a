/**
 * The clients of heavy-user-load.ts, in their own thread: a health poller every 20 ms, the heavy
 * user's uploads and research bodies, the other user's backtests and bar reads. Posts what it
 * measured, phase by phase, back to the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { BenchClient, DEFAULT_STRATEGY, json, outcome, streamBacktestsDuring } from './bench-http';

export interface HeavyUserPlan {
  base: string;
  /** The user who sends the heaviest requests. */
  heavyToken: string;
  /** The user who runs backtests meanwhile. */
  otherToken: string;
}

export interface PhaseReport {
  name: string;
  healthMs: number[];
  /** What the requests of the phase answered and how long they took, one line each. */
  requests: string[];
}

export interface HeavyUserReport {
  phases: PhaseReport[];
}

/** What the clients tell the main thread: a phase starts (it measures its event loop), or the end. */
export type HeavyUserMessage = { type: 'phase'; name: string } | { type: 'report'; report: HeavyUserReport };

const plan = workerData as HeavyUserPlan;
const client = new BenchClient(plan.base);
const send = client.send.bind(client);

const csv = (data: Buffer) => ({ type: 'text/csv', data });
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** Hourly rows from 2000-01-03 as short as a row gets (27 bytes): 1.7 million rows are 46 MB. */
function narrowRows(count: number): Buffer {
  const rows = ['date,open,high,low,close,volume'];
  const start = Date.UTC(2000, 0, 3, 14);
  for (let index = 0; index < count; index += 1) {
    const time = new Date(start + index * 3_600_000).toISOString();
    rows.push(`${time.slice(0, 10)} ${time.slice(11, 16)},1,2,1,1,5`);
  }
  return Buffer.from(rows.join('\n'));
}

/** 100,000 hourly rows with a wide extra column: 50,000,000 bytes, under the 50 MB limit. */
function wideRows(count: number, bytesPerRow: number): Buffer {
  const rows = ['date,open,high,low,close,volume,note'];
  const start = Date.UTC(2000, 0, 3, 14);
  for (let index = 0; index < count; index += 1) {
    const time = new Date(start + index * 3_600_000).toISOString();
    const price = 100 + (index % 50) / 10;
    const head = `${time.slice(0, 10)} ${time.slice(11, 16)},${price},${price + 1},${price - 1},${price},${index},`;
    rows.push(head + 'x'.repeat(Math.max(0, bytesPerRow - head.length - 1)));
  }
  return Buffer.from(rows.join('\n'));
}

// Every file is made before the clock starts: building 50 MB here would hold this thread.
const issueFile = narrowRows(1_700_000);
const wideFile = wideRows(100_000, 500);
const otherFile = narrowRows(100_000);

// Health, polled every 20 ms for the whole run; each call is filed under the phase it ended in.
const phases: PhaseReport[] = [];
let current: PhaseReport = { name: 'warm-up', healthMs: [], requests: [] };
const polling = { on: true };
const poller = (async () => {
  while (polling.on) {
    const answer = await send('GET', '/api/health', null);
    current.healthMs.push(answer.ms);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();

/** Backtests of the other user, two at a time, back to back, until `until` resolves. */
async function backtestsDuring(until: Promise<unknown>): Promise<string> {
  const { times, failed } = await streamBacktestsDuring(client, plan.otherToken, until);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
  const slowest = times.at(-1) ?? Number.NaN;
  return `the other user's streamed backtests meanwhile: ${times.length} (${failed} failed), median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms`;
}

async function phase(name: string, run: (notes: string[]) => Promise<void>): Promise<void> {
  current = { name, healthMs: [], requests: [] };
  phases.push(current);
  parentPort?.postMessage({ type: 'phase', name } satisfies HeavyUserMessage);
  await run(current.requests);
}

async function upload(notes: string[], token: string, symbol: string, file: Buffer, what: string) {
  const answer = await send(
    'POST',
    `/api/market/upload?symbol=${symbol}&assetClass=Cryptocurrency`,
    token,
    csv(file),
  );
  notes.push(
    `${what} (${(file.length / 1_048_576).toFixed(1)} MB): ${outcome(answer)} after ${seconds(answer.ms)}`,
  );
  return answer;
}

// The backtest pool and the upload reader start their threads on first use: warm both up.
await send('POST', '/api/backtest/stream', plan.otherToken, json(DEFAULT_STRATEGY));
await send(
  'POST',
  '/api/market/upload?symbol=WARM&assetClass=Cryptocurrency',
  plan.otherToken,
  csv(narrowRows(10)),
);

await phase('Idle (2 s)', async () => {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
});

await phase('Another user streams backtests alone (4 s), for comparison', async (notes) => {
  notes.push(await backtestsDuring(new Promise((resolve) => setTimeout(resolve, 4_000))));
});

await phase(
  'One user uploads 1.7 million hourly rows (the 50 MB limit), another streams backtests',
  async (notes) => {
    const sent = upload(notes, plan.heavyToken, 'HEAVY', issueFile, '1,700,000 rows');
    notes.push(await backtestsDuring(sent));
  },
);

await phase(
  'One user uploads 100,000 rows with a wide column (50,000,000 bytes), another streams backtests',
  async (notes) => {
    const sent = upload(notes, plan.heavyToken, 'WIDE', wideFile, '100,000 wide rows');
    notes.push(await backtestsDuring(sent));
  },
);

await phase('Two users upload large series, then one reads a week of its own 20 times', async (notes) => {
  await upload(notes, plan.otherToken, 'OTHER', otherFile, "the other user's 100,000 hourly rows");
  // Enough bars to push the other user's series out of a shared 2-million-bar cache, if there is one.
  await upload(notes, plan.heavyToken, 'HEAVY2', issueFile, '1,700,000 rows again');
  await upload(notes, plan.heavyToken, 'HEAVY3', issueFile, '1,700,000 rows again');
  const times: number[] = [];
  let status = 0;
  for (let index = 0; index < 20; index += 1) {
    const answer = await send(
      'GET',
      '/api/market/bars?symbol=OTHER&interval=1h&start=2005-06-01&end=2005-06-07',
      plan.otherToken,
    );
    status = answer.status;
    times.push(answer.ms);
  }
  notes.push(
    `the other user's one-week reads: ${status}, first ${times[0]?.toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms, median ${[...times].sort((a, b) => a - b)[10]?.toFixed(0)} ms`,
  );
});

await phase('One user sends 10 research jobs with six 100,000-value ranges at once', async (notes) => {
  const range = (path: string, start: number, stop: number, step: number) => ({
    path,
    range: { start, stop, step },
  });
  const body = {
    kind: 'sweep',
    strategy: DEFAULT_STRATEGY,
    parameters: [
      range('generalSetting.commission', 0, 9.9999, 0.0001),
      range('generalSetting.slippage', 0, 9.9999, 0.0001),
      range('generalSetting.initialCapital', 1, 100_000, 1),
      range('generalSetting.equityUsed', 0.001, 100, 0.001),
      range('riskSetting.maxDrawdown', 0.001, 100, 0.001),
      range('riskSetting.dailyLossLimit', 0.001, 100, 0.001),
    ],
  };
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => send('POST', '/api/research/jobs', plan.heavyToken, json(body))),
  );
  notes.push(
    `10 bodies: ${outcome(answers[0] ?? { status: 0, text: '' })}, all answered after ${seconds(performance.now() - started)}`,
  );
});

polling.on = false;
await poller;
client.close();
parentPort?.postMessage({ type: 'report', report: { phases } } satisfies HeavyUserMessage);
