import { ResearchJobSchema, RunRequestSchema, type ResearchJob } from '@stratblocks/contracts';
import { runSweep, walkForwardWindows } from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResearchJobs } from '../src/research/research-jobs';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { FAST, SLOW, smaCrossStrategy } from './fixtures/sma-cross-strategy';

const STRATEGY = smaCrossStrategy('2018-01-01', '2021-12-31');
/** Many combinations on long data: a job that is still running a moment after it starts. */
const LONG_JOB = {
  kind: 'sweep',
  strategy: {
    ...STRATEGY,
    generalSetting: { ...STRATEGY.generalSetting, startDate: '2005-01-01', endDate: '2024-12-31' },
  },
  parameters: [
    { path: FAST, range: { start: 2, stop: 100, step: 1 } },
    { path: SLOW, range: { start: 101, stop: 200, step: 1 } },
  ],
};

let smtp: SmtpSink;
let server: TestServer;
let limited: TestServer;
let alice: string;
let bob: string;
let carol: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url });
  limited = await startTestServer(
    { SMTP_URL: smtp.url },
    { researchJobs: new ResearchJobs({ maxRunning: 1, timeLimitMs: 300 }) },
  );
  alice = await signUp(server.app, smtp, 'research-alice@example.com');
  bob = await signUp(server.app, smtp, 'research-bob@example.com');
  carol = await signUp(limited.app, smtp, 'research-carol@example.com');
}, 60_000);
afterAll(async () => {
  await server.close();
  await limited.close();
  await smtp.close();
});

async function poll(app: TestServer, token: string, id: string): Promise<ResearchJob> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const response = await call(app.app, 'GET', `/api/research/jobs/${id}`, undefined, { token });
    const job = ResearchJobSchema.parse(response.json());
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The job did not end');
}

describe('research jobs on the server', () => {
  it('runs a sweep in a worker thread; every cell equals the engine run here', async () => {
    const started = await call(
      server.app,
      'POST',
      '/api/research/jobs',
      {
        kind: 'sweep',
        strategy: STRATEGY,
        parameters: [
          { path: FAST, values: [10, 20] },
          { path: SLOW, values: [50, 100] },
        ],
      },
      { token: alice },
    );
    expect(started.statusCode, started.body).toBe(202);
    const job = ResearchJobSchema.parse(started.json());
    expect(job.status).toBe('running');
    const done = await poll(server, alice, job.id);
    expect(done.status).toBe('done');
    expect(done.progress).toBe(1);
    const bars = new BundledMarketData().range('SPY', '1d', '2018-01-01', '2021-12-31');
    const direct = runSweep(RunRequestSchema.parse(STRATEGY), bars, {
      objective: 'sharpe',
      parameters: [
        { path: FAST, values: [10, 20] },
        { path: SLOW, values: [50, 100] },
      ],
    });
    if (!direct.ok) throw new Error(direct.message);
    expect(done.result).toEqual(JSON.parse(JSON.stringify(direct.result)));
    // Another user cannot read it.
    expect(
      (await call(server.app, 'GET', `/api/research/jobs/${job.id}`, undefined, { token: bob })).statusCode,
    ).toBe(404);
  }, 60_000);

  it('runs a walk-forward with the windows of its lengths', async () => {
    const started = await call(
      server.app,
      'POST',
      '/api/research/jobs',
      {
        kind: 'walk-forward',
        strategy: STRATEGY,
        parameters: [{ path: FAST, values: [10, 20] }],
        mode: 'anchored',
        in_sample_bars: 504,
        out_of_sample_bars: 126,
      },
      { token: alice },
    );
    expect(started.statusCode, started.body).toBe(202);
    const done = await poll(server, alice, ResearchJobSchema.parse(started.json()).id);
    expect(done.status).toBe('done');
    const windows = (done.result as { windows: Array<{ inSample: { from: number; to: number } }> }).windows;
    // 2018-2021: 1,008 bars; tests start at 504, 630, 756, 882.
    expect(windows.map((window) => [window.inSample.from, window.inSample.to])).toEqual(
      walkForwardWindows(1008, 'anchored', 504, 126).map((split) => [split.inSample.from, split.inSample.to]),
    );
    expect(windows).toHaveLength(4);
  });

  it('refuses too many backtests, unknown parameters and missing windows before starting', async () => {
    const post = (body: unknown) => call(server.app, 'POST', '/api/research/jobs', body, { token: alice });
    const big = await post({
      kind: 'sweep',
      strategy: STRATEGY,
      parameters: [
        { path: FAST, range: { start: 2, stop: 201, step: 1 } },
        { path: SLOW, range: { start: 2, stop: 201, step: 1 } },
      ],
    });
    expect(big.statusCode).toBe(422);
    expect(big.json()).toEqual({
      detail:
        'The job needs 40,000 backtests; the limit is 10,000; a sweep above 10,000 combinations needs the research queue (REDIS_URL) and its workers: narrow a range, raise a step or drop a parameter',
    });
    const unknown = await post({
      kind: 'sweep',
      strategy: STRATEGY,
      parameters: [{ path: 'nope', values: [1] }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      detail: '"nope" is not an input, a numeric block property or a setting of this strategy',
    });
    const windows = await post({
      kind: 'walk-forward',
      strategy: STRATEGY,
      parameters: [{ path: FAST, values: [5] }],
    });
    expect(windows.json()).toEqual({ detail: 'A walk-forward needs in_sample_bars and out_of_sample_bars' });
    const anonymous = await call(server.app, 'POST', '/api/research/jobs', {
      kind: 'sweep',
      strategy: STRATEGY,
      parameters: [{ path: FAST, values: [5] }],
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts combinations from the body before anything else, and caps each range', async () => {
    const post = (body: unknown) => call(server.app, 'POST', '/api/research/jobs', body, { token: alice });
    // Six ranges of 100,000 values each (valid values): refused on the first range, arrays never built.
    const huge = await post({
      kind: 'sweep',
      strategy: STRATEGY,
      parameters: [
        { path: 'generalSetting.commission', range: { start: 0, stop: 9.9999, step: 0.0001 } },
        { path: 'generalSetting.slippage', range: { start: 0, stop: 9.9999, step: 0.0001 } },
        { path: 'generalSetting.initialCapital', range: { start: 1, stop: 100_000, step: 1 } },
        { path: 'generalSetting.equityUsed', range: { start: 0.001, stop: 100, step: 0.001 } },
        { path: 'riskSetting.maxDrawdown', range: { start: 0.001, stop: 100, step: 0.001 } },
        { path: 'riskSetting.dailyLossLimit', range: { start: 0.001, stop: 100, step: 0.001 } },
      ],
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toEqual({
      detail:
        'The range of generalSetting.commission has 100,000 values; a range takes at most 10,000: raise the step',
    });
    // Counted before the bars are looked for: a missing symbol is not what this job is refused for.
    const elsewhere = await post({
      kind: 'sweep',
      strategy: { ...STRATEGY, generalSetting: { ...STRATEGY.generalSetting, tickerSymbol: 'NOSUCHTICKER' } },
      parameters: [
        { path: FAST, range: { start: 1, stop: 200, step: 1 } },
        { path: SLOW, range: { start: 1, stop: 200, step: 1 } },
      ],
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toEqual({
      detail:
        'The job needs 40,000 backtests; the limit is 10,000; a sweep above 10,000 combinations needs the research queue (REDIS_URL) and its workers: narrow a range, raise a step or drop a parameter',
    });
  });

  it('checks the strategy like a backtest run before starting: an unknown block is a 422 naming it', async () => {
    const broken = {
      ...STRATEGY,
      entryLogic: {
        long: {
          elements: [
            { name: 'SMA', properties: { period: 20 } },
            { name: 'Crosses Sideways' },
            { name: 'SMA' },
          ],
        },
      },
    };
    const run = await call(server.app, 'POST', '/api/backtest/run', broken, { token: alice });
    expect(run.statusCode).toBe(422);
    const job = await call(
      server.app,
      'POST',
      '/api/research/jobs',
      { kind: 'sweep', strategy: broken, parameters: [{ path: FAST, values: [10, 20] }] },
      { token: alice },
    );
    expect(job.statusCode).toBe(422);
    expect(job.json<{ detail: string }>().detail).toBe(run.json<{ detail: string }>().detail);
    expect(job.json<{ detail: string }>().detail).toContain('Crosses Sideways');
  });

  it('cancels a running job', async () => {
    const started = await call(server.app, 'POST', '/api/research/jobs', LONG_JOB, { token: alice });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = ResearchJobSchema.parse(started.json());
    const cancelled = await call(server.app, 'DELETE', `/api/research/jobs/${id}`, undefined, {
      token: alice,
    });
    expect(cancelled.statusCode).toBe(204);
    const job = ResearchJobSchema.parse(
      (await call(server.app, 'GET', `/api/research/jobs/${id}`, undefined, { token: alice })).json(),
    );
    expect(job.status).toBe('cancelled');
    expect(job.result).toBeNull();
  });

  it('stops a job at the time limit; a second job of the same user waits for the first, a third is refused', async () => {
    const first = await call(limited.app, 'POST', '/api/research/jobs', LONG_JOB, { token: carol });
    expect(first.statusCode, first.body).toBe(202);
    const second = await call(limited.app, 'POST', '/api/research/jobs', LONG_JOB, { token: carol });
    expect(second.statusCode, second.body).toBe(202);
    const third = await call(limited.app, 'POST', '/api/research/jobs', LONG_JOB, { token: carol });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      detail: 'You have 2 research jobs waiting or running: wait for one to end or cancel one',
    });
    const timedOut = {
      status: 'timed-out',
      error: 'The job was stopped: it ran longer than 0.3 seconds',
      result: null,
    };
    expect(await poll(limited, carol, ResearchJobSchema.parse(first.json()).id)).toMatchObject(timedOut);
    // The second waited for the thread, then had its own 0.3 s (9,900 runs take longer anywhere).
    expect(await poll(limited, carol, ResearchJobSchema.parse(second.json()).id)).toMatchObject(timedOut);
  }, 60_000);
});

describe('research jobs of several users', () => {
  const read = async (token: string, id: string) =>
    ResearchJobSchema.parse(
      (await call(server.app, 'GET', `/api/research/jobs/${id}`, undefined, { token })).json(),
    );
  const start = async (token: string) => {
    const response = await call(server.app, 'POST', '/api/research/jobs', LONG_JOB, { token });
    expect(response.statusCode, response.body).toBe(202);
    return ResearchJobSchema.parse(response.json()).id;
  };
  async function waitFor(check: () => Promise<boolean>): Promise<void> {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('timed out waiting');
  }

  it("holds one thread per user: one user's jobs wait in turn, another user's job runs beside them", async () => {
    const dan = await signUp(server.app, smtp, 'research-dan@example.com');
    const erin = await signUp(server.app, smtp, 'research-erin@example.com');
    const danFirst = await start(dan);
    const danSecond = await start(dan);
    const danThird = await call(server.app, 'POST', '/api/research/jobs', LONG_JOB, { token: dan });
    expect(danThird.statusCode).toBe(429);
    // Two threads, and Dan holds only one of them: Erin's job runs at once.
    const erinFirst = await start(erin);
    await waitFor(
      async () => (await read(erin, erinFirst)).progress > 0 && (await read(dan, danFirst)).progress > 0,
    );
    expect(await read(dan, danSecond)).toMatchObject({ status: 'running', progress: 0 });
    // Dan's first ends: his second takes its thread.
    await call(server.app, 'DELETE', `/api/research/jobs/${danFirst}`, undefined, { token: dan });
    await waitFor(async () => (await read(dan, danSecond)).progress > 0);
    expect((await read(erin, erinFirst)).status).toBe('running');
    for (const [token, id] of [
      [dan, danSecond],
      [erin, erinFirst],
    ] as const)
      await call(server.app, 'DELETE', `/api/research/jobs/${id}`, undefined, { token });
  }, 60_000);

  it('limits how often one user starts jobs', async () => {
    const fay = await signUp(server.app, smtp, 'research-fay@example.com');
    const body = { kind: 'sweep', strategy: STRATEGY, parameters: [{ path: 'nope', values: [1] }] };
    for (let index = 0; index < 20; index += 1) {
      expect((await call(server.app, 'POST', '/api/research/jobs', body, { token: fay })).statusCode).toBe(
        422,
      );
    }
    const limited = await call(server.app, 'POST', '/api/research/jobs', body, { token: fay });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not slowed down.
    expect((await call(server.app, 'POST', '/api/research/jobs', body, { token: bob })).statusCode).toBe(422);
  });

  it('keeps at most 2 finished results per user, and the oldest results go when they pass the byte bound', async () => {
    const parameters = [
      { path: FAST, values: [10, 20] },
      { path: SLOW, values: [50, 100] },
    ];
    const direct = runSweep(
      RunRequestSchema.parse(STRATEGY),
      new BundledMarketData().range('SPY', '1d', '2018-01-01', '2021-12-31'),
      {
        objective: 'sharpe',
        parameters,
      },
    );
    if (!direct.ok) throw new Error(direct.message);
    const size = JSON.stringify(direct.result).length;
    const retaining = await startTestServer(
      { SMTP_URL: smtp.url },
      { researchJobs: new ResearchJobs({ keepBytes: Math.round(size * 2.5) }) },
    );
    try {
      const gil = await signUp(retaining.app, smtp, 'research-gil@example.com');
      const hal = await signUp(retaining.app, smtp, 'research-hal@example.com');
      const sweep = async (token: string) => {
        const response = await call(
          retaining.app,
          'POST',
          '/api/research/jobs',
          { kind: 'sweep', strategy: STRATEGY, parameters },
          { token },
        );
        expect(response.statusCode, response.body).toBe(202);
        const { id } = ResearchJobSchema.parse(response.json());
        expect((await poll(retaining, token, id)).status).toBe('done');
        return id;
      };
      const status = async (token: string, id: string) =>
        (await call(retaining.app, 'GET', `/api/research/jobs/${id}`, undefined, { token })).statusCode;
      const [first, second, third] = [await sweep(gil), await sweep(gil), await sweep(gil)];
      expect([await status(gil, first), await status(gil, second), await status(gil, third)]).toEqual([
        404, 200, 200,
      ]);
      // A third result in all passes 2.5 results' bytes: the oldest kept (Gil's second) goes.
      const other = await sweep(hal);
      expect([await status(gil, second), await status(gil, third), await status(hal, other)]).toEqual([
        404, 200, 200,
      ]);
      const kept = ResearchJobSchema.parse(
        (await call(retaining.app, 'GET', `/api/research/jobs/${third}`, undefined, { token: gil })).json(),
      );
      expect(kept.result).toEqual(JSON.parse(JSON.stringify(direct.result)));
    } finally {
      await retaining.close();
    }
  }, 60_000);
});
