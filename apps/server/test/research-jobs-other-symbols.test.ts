import { ResearchJobSchema, RunRequestSchema, type ResearchJob } from '@stratblocks/contracts';
import { runSweep, runWalkForward, type OtherSeries } from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResearchJobs } from '../src/research/research-jobs';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import {
  QQQ_PERIOD,
  qqqWithSpyRegime,
  SPY_PERIOD,
  spyOf,
  withRegimeSymbol,
} from './fixtures/qqq-with-spy-regime';

/** Research jobs in the embedded server's threads on a strategy trading QQQ and reading SPY. */

const START = '2019-01-01';
const END = '2022-12-31';
const STRATEGY = qqqWithSpyRegime(START, END);
const data = new BundledMarketData();
const qqq = data.range('QQQ', '1d', START, END);
const spy: OtherSeries = spyOf(data, START, END);

let smtp: SmtpSink;
let server: TestServer;
let jobs: ResearchJobs;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  // Two threads: a sweep of 1,000 combinations or more is split into spans over both.
  jobs = new ResearchJobs({ maxRunning: 2 });
  server = await startTestServer({ SMTP_URL: smtp.url }, { researchJobs: jobs });
  token = await signUp(server.app, smtp, 'other-symbols-ida@example.com');
}, 60_000);
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function start(body: unknown): Promise<string> {
  const started = await call(server.app, 'POST', '/api/research/jobs', body, { token });
  expect(started.statusCode, started.body).toBe(202);
  return ResearchJobSchema.parse(started.json()).id;
}

async function poll(id: string): Promise<ResearchJob> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const response = await call(server.app, 'GET', `/api/research/jobs/${id}`, undefined, { token });
    const job = ResearchJobSchema.parse(response.json());
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The job did not end');
}

async function finished(body: unknown): Promise<ResearchJob> {
  return poll(await start(body));
}

describe('research jobs of a strategy reading another symbol', () => {
  it("runs a sweep with SPY loaded like a backtest's: the engine's sweep with SPY as others", async () => {
    const parameters = [
      { path: QQQ_PERIOD, values: [10, 30] },
      { path: SPY_PERIOD, values: [50, 150] },
    ];
    const done = await finished({ kind: 'sweep', strategy: STRATEGY, parameters, objective: 'total_return' });
    expect(done.status, done.error ?? '').toBe('done');
    const direct = runSweep(RunRequestSchema.parse(STRATEGY), qqq, {
      parameters,
      objective: 'total_return',
      others: spy,
    });
    if (!direct.ok) throw new Error(direct.message);
    expect(done.result).toEqual(JSON.parse(JSON.stringify(direct.result)));
    // SPY's period changes the cells: the job did read SPY.
    const returns = direct.result.cells.map((cell) => cell.metrics?.total_return);
    expect(new Set(returns).size).toBe(4);
  });

  it('runs a sweep split over both threads, every span with SPY', async () => {
    // 40 x 25 = 1,000 combinations: two spans of 500, one per thread.
    const parameters = [
      { path: QQQ_PERIOD, range: { start: 5, stop: 44, step: 1 } },
      { path: SPY_PERIOD, range: { start: 50, stop: 170, step: 5 } },
    ];
    const id = await start({ kind: 'sweep', strategy: STRATEGY, parameters, objective: 'sharpe' });
    expect(jobs.threads).toBe(2);
    const done = await poll(id);
    expect(done.status, done.error ?? '').toBe('done');
    const direct = runSweep(RunRequestSchema.parse(STRATEGY), qqq, {
      parameters,
      objective: 'sharpe',
      others: spy,
    });
    if (!direct.ok) throw new Error(direct.message);
    expect(direct.result.cells).toHaveLength(1000);
    expect(direct.result.cells.every((cell) => cell.error === undefined)).toBe(true);
    expect(done.result).toEqual(JSON.parse(JSON.stringify(direct.result)));
  }, 120_000);

  it("runs a walk-forward whose windows read SPY cut to their dates: the engine's walk-forward", async () => {
    const parameters = [{ path: SPY_PERIOD, values: [50, 150] }];
    const done = await finished({
      kind: 'walk-forward',
      strategy: STRATEGY,
      parameters,
      objective: 'total_return',
      mode: 'rolling',
      in_sample_bars: 504,
      out_of_sample_bars: 126,
    });
    expect(done.status, done.error ?? '').toBe('done');
    const direct = runWalkForward(RunRequestSchema.parse(STRATEGY), qqq, {
      mode: 'rolling',
      inSampleBars: 504,
      outOfSampleBars: 126,
      parameters,
      objective: 'total_return',
      others: spy,
    });
    if (!direct.ok) throw new Error(direct.message);
    expect(direct.result.windows.length).toBeGreaterThan(2);
    expect(direct.result.trades.length).toBeGreaterThan(0);
    expect(done.result).toEqual(JSON.parse(JSON.stringify(direct.result)));
  });

  it.each([
    ['an unknown symbol', withRegimeSymbol(STRATEGY, 'XYZ'), 'symbol "XYZ" is not in the market data'],
    [
      'a symbol without bars in the window',
      withRegimeSymbol(qqqWithSpyRegime('2010-01-04', '2012-12-31'), 'BTC-USD'),
      'symbol "BTC-USD" has no bars in the window',
    ],
  ])('refuses %s with the 422 of a backtest, naming the block', async (_, strategy, symbolProblem) => {
    const backtest = await call(server.app, 'POST', '/api/execute-strategy', strategy);
    expect(backtest.statusCode).toBe(422);
    const { detail } = backtest.json<{ detail: string }>();
    expect(detail).toContain(`Entry long, element 5 (Close): ${symbolProblem}`);
    for (const kind of ['sweep', 'walk-forward']) {
      const started = await call(
        server.app,
        'POST',
        '/api/research/jobs',
        {
          kind,
          strategy,
          parameters: [{ path: SPY_PERIOD, values: [50, 150] }],
          mode: 'rolling',
          in_sample_bars: 252,
          out_of_sample_bars: 126,
        },
        { token },
      );
      expect(started.statusCode, started.body).toBe(422);
      expect(started.json()).toEqual({ detail });
    }
  });
});
