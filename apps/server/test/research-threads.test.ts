import { ResearchJobSchema, RunRequestSchema, type ResearchJob } from '@stratblocks/contracts';
import { runSweep } from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResearchJobs } from '../src/research/research-jobs';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { FAST, SLOW, smaCrossStrategy } from './fixtures/sma-cross-strategy';

/** A sweep of the embedded server split over its research threads, joined into one result. */

const STRATEGY = smaCrossStrategy('2018-01-01', '2021-12-31');
/** 1,600 combinations: three spans (500 or more each) on two threads, one of which takes two. */
const PARAMETERS = [
  { path: FAST, range: { start: 2, stop: 41, step: 1 } },
  { path: SLOW, range: { start: 50, stop: 89, step: 1 } },
];

let smtp: SmtpSink;
let server: TestServer;
let jobs: ResearchJobs;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  jobs = new ResearchJobs({ maxRunning: 2 });
  server = await startTestServer({ SMTP_URL: smtp.url }, { researchJobs: jobs });
  token = await signUp(server.app, smtp, 'threads-ann@example.com');
}, 60_000);
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function startSweep(objective: string): Promise<string> {
  const body = { kind: 'sweep', strategy: STRATEGY, parameters: PARAMETERS, objective };
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

describe('a large sweep on several research threads', () => {
  it('runs on both threads and equals one runSweep: every cell, the ranking, the best and the warnings', async () => {
    const id = await startSweep('sortino');
    // Nobody else waits: the sweep took both threads at once.
    expect(jobs.threads).toBe(2);
    const done = await poll(id);
    expect(done.status, done.error ?? '').toBe('done');
    expect(done.progress).toBe(1);
    expect(jobs.threads).toBe(0);
    const bars = new BundledMarketData().range('SPY', '1d', '2018-01-01', '2021-12-31');
    const direct = runSweep(RunRequestSchema.parse(STRATEGY), bars, {
      objective: 'sortino',
      parameters: PARAMETERS,
    });
    if (!direct.ok) throw new Error(direct.message);
    const result = done.result as unknown as typeof direct.result;
    expect(result.cells).toHaveLength(1600);
    expect(result.ranking).toEqual(direct.result.ranking);
    expect(done.result).toEqual(JSON.parse(JSON.stringify(direct.result)));
    // The best so far is the best of the spans: the best cell's objective.
    expect(done.best).toBe(direct.result.cells[direct.result.best ?? 0]?.objective);
  }, 120_000);

  it('a cancel terminates every thread of the sweep', async () => {
    const id = await startSweep('sharpe');
    expect(jobs.threads).toBe(2);
    const cancelled = await call(server.app, 'DELETE', `/api/research/jobs/${id}`, undefined, { token });
    expect(cancelled.statusCode).toBe(204);
    expect(jobs.threads).toBe(0);
    expect(await poll(id)).toMatchObject({ status: 'cancelled', result: null });
  });

  it('the time limit terminates every thread of the sweep', async () => {
    const limited = new ResearchJobs({ maxRunning: 2, timeLimitMs: 300 });
    const other = await startTestServer({ SMTP_URL: smtp.url }, { researchJobs: limited });
    try {
      const bea = await signUp(other.app, smtp, 'threads-bea@example.com');
      // 9,900 runs on 20 years: longer than 0.3 s on any machine, even on two threads.
      const body = {
        kind: 'sweep',
        strategy: smaCrossStrategy('2005-01-01', '2024-12-31'),
        parameters: [
          { path: FAST, range: { start: 2, stop: 100, step: 1 } },
          { path: SLOW, range: { start: 101, stop: 200, step: 1 } },
        ],
      };
      const started = await call(other.app, 'POST', '/api/research/jobs', body, { token: bea });
      expect(started.statusCode, started.body).toBe(202);
      expect(limited.threads).toBe(2);
      const { id } = ResearchJobSchema.parse(started.json());
      for (let attempt = 0; attempt < 100 && limited.threads > 0; attempt += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(limited.threads).toBe(0);
      const job = ResearchJobSchema.parse(
        (await call(other.app, 'GET', `/api/research/jobs/${id}`, undefined, { token: bea })).json(),
      );
      expect(job).toMatchObject({
        status: 'timed-out',
        error: 'The job was stopped: it ran longer than 0.3 seconds',
        result: null,
      });
    } finally {
      await other.close();
    }
  }, 60_000);
});
