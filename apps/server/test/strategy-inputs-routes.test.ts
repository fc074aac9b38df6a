import {
  PerformanceMetricsSchema,
  ResearchJobSchema,
  StrategySchema,
  StreamReader,
  type ResearchJob,
} from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { smaCrossStrategy } from './fixtures/sma-cross-strategy';

/** SMA(fast) crossing SMA(slow) in and out, the four periods linked to two inputs. */
const linkedRow = (operator: string) => ({
  elements: [
    { name: 'SMA', type: 'comparable', properties: { period: { input: 'fast' } } },
    { name: operator, type: 'compare-operator' },
    { name: 'SMA', type: 'comparable', properties: { period: { input: 'slow' } } },
  ],
});
const LINKED = {
  ...smaCrossStrategy('2018-01-01', '2021-12-31'),
  inputs: [
    { name: 'fast', value: 15, min: 5, max: 50, step: 5 },
    { name: 'slow', value: 60 },
  ],
  entryLogic: { long: linkedRow('Cross Above') },
  exitLogic: { exit_long: linkedRow('Cross Below') },
};
/** The same strategy with the numbers written in. */
function written(fast: number, slow: number) {
  const row = (operator: string) => ({
    elements: [
      { name: 'SMA', properties: { period: fast } },
      { name: operator },
      { name: 'SMA', properties: { period: slow } },
    ],
  });
  return {
    ...smaCrossStrategy('2018-01-01', '2021-12-31'),
    entryLogic: { long: row('Cross Above') },
    exitLogic: { exit_long: row('Cross Below') },
  };
}

let smtp: SmtpSink;
let server: TestServer;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url });
  token = await signUp(server.app, smtp, 'inputs@example.com');
}, 60_000);
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function metricsOf(body: unknown) {
  const response = await call(server.app, 'POST', '/api/backtest/stream', body);
  expect(response.statusCode, response.body).toBe(200);
  const reader = new StreamReader();
  reader.push(response.body);
  reader.end();
  return PerformanceMetricsSchema.parse(JSON.parse(reader.state.parts.metrics ?? 'null'));
}

async function poll(id: string): Promise<ResearchJob> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const response = await call(server.app, 'GET', `/api/research/jobs/${id}`, undefined, { token });
    const job = ResearchJobSchema.parse(response.json());
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The job did not end');
}

describe('strategy inputs through the API', () => {
  it('runs a body whose periods link to inputs as the same body with the numbers written in', async () => {
    const linked = await metricsOf(LINKED);
    expect(linked.total_trades).toBeGreaterThan(3);
    expect(linked).toEqual(await metricsOf(written(15, 60)));
  });

  it('answers 422 naming the block and the input for a link to an undeclared input', async () => {
    for (const url of ['/api/backtest/run', '/api/backtest/stream']) {
      const response = await call(server.app, 'POST', url, {
        ...LINKED,
        inputs: [{ name: 'fast', value: 10 }],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ detail: string }>().detail).toBe(
        'SMA (element 3): period is linked to input "slow", which the strategy does not declare',
      );
    }
    const twice = await call(server.app, 'POST', '/api/backtest/run', {
      ...LINKED,
      inputs: [...LINKED.inputs, { name: 'fast', value: 3 }],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json<{ detail: string }>().detail).toBe(
      'Input "fast" is declared twice: input names are unique',
    );
  });

  it('saves a strategy with its inputs and refuses one with a dangling link', async () => {
    const config = {
      schemaVersion: 1,
      generalSetting: LINKED.generalSetting,
      inputs: LINKED.inputs,
      entryLogic: { long: { id: 1 }, short: null },
      exitLogic: { exit_long: { id: 2 }, exit_short: null },
      entryLogicRows: [{ id: 1, dropped: true, ...linkedRow('Cross Above') }],
      exitLogicRows: [{ id: 2, dropped: true, ...linkedRow('Cross Below') }],
    };
    const created = await call(
      server.app,
      'POST',
      '/api/strategies',
      { name: 'Inputs', strategy_config: config },
      { token },
    );
    expect(created.statusCode, created.body).toBe(201);
    const saved = StrategySchema.parse(created.json());
    const read = StrategySchema.parse(
      (await call(server.app, 'GET', `/api/strategies/${saved.id}`, undefined, { token })).json(),
    );
    expect(read.strategy_config.inputs).toEqual(LINKED.inputs);
    expect(read.strategy_config.entryLogicRows[0]?.elements[0]).toMatchObject({
      properties: { period: { input: 'fast' } },
    });
    const dangling = await call(
      server.app,
      'POST',
      '/api/strategies',
      { name: 'Dangling', strategy_config: { ...config, inputs: [] } },
      { token },
    );
    expect(dangling.statusCode).toBe(422);
    expect(dangling.json<{ detail: string }>().detail).toContain(
      'SMA (Logic 1, element 1): period is linked to input "fast", which the strategy does not declare',
    );
  });

  it('sweeps inputs by name on the research queue; a cell equals a backtest of its combination', async () => {
    const started = await call(
      server.app,
      'POST',
      '/api/research/jobs',
      {
        kind: 'sweep',
        strategy: LINKED,
        parameters: [
          { path: 'fast', values: [10, 20] },
          { path: 'slow', values: [50, 100] },
        ],
      },
      { token },
    );
    expect(started.statusCode, started.body).toBe(202);
    const done = await poll(ResearchJobSchema.parse(started.json()).id);
    expect(done.status, JSON.stringify(done)).toBe('done');
    const result = done.result as {
      parameters: Array<{ path: string; kind: string }>;
      cells: Array<{ values: number[]; metrics: { total_return: number; total_trades: number } }>;
    };
    expect(result.parameters.map((parameter) => [parameter.path, parameter.kind])).toEqual([
      ['fast', 'input'],
      ['slow', 'input'],
    ]);
    const cell = result.cells[3];
    expect(cell?.values).toEqual([20, 100]);
    const separate = await metricsOf(written(20, 100));
    expect(cell?.metrics.total_return).toBe(separate.total_return);
    expect(cell?.metrics.total_trades).toBe(separate.total_trades);
  });
});
