import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BacktestResultsSchema,
  ChartDataSchema,
  ClosedTradeSchema,
  PerformanceMetricsSchema,
  RunAcceptedSchema,
  RunRejectedSchema,
  RunRequestSchema,
  StreamReader,
  UserSchema,
} from '@stratblocks/contracts';
import { runBacktest } from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import { z } from 'zod';
import { WorkerPool } from '../src/backtests/pool';
import { StrategyChecker } from '../src/backtests/strategy-checker';
import { systemClock } from '../src/infra/clock';
import { MemoryRateLimitStore, RateLimiter } from '../src/infra/rate-limit';
import { BacktestService } from '../src/services/backtests';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const cross = (operator: string) => ({
  elements: [
    { name: 'SMA', properties: { period: 20 } },
    { name: operator },
    { name: 'SMA', properties: { period: 50 } },
  ],
});
const body = {
  generalSetting: { tickerSymbol: 'SPY', startDate: '2020-01-01', endDate: '2024-12-31' },
  entryLogic: { long: cross('Cross Above'), short: null },
  exitLogic: { exit_long: cross('Cross Below'), exit_short: null },
};

let server: TestServer;
let smtp: SmtpSink;
const pool = new WorkerPool({ size: 1 });
const data = new BundledMarketData();

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url }, { runner: pool, bundledData: data });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  await pool.close();
});

/** Reads a streamed answer exactly as the web client does. */
function readStream(text: string) {
  const reader = new StreamReader();
  reader.push(text);
  reader.end();
  return reader.state;
}

describe('POST /api/backtest/stream', () => {
  it('streams log lines, then chart, metrics and trades that equal a direct engine run', async () => {
    const response = await call(server.app, 'POST', '/api/backtest/stream', body);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.body).toMatch(/^data: /);
    expect(response.body.split('\n\n').every((block) => block === '' || block.startsWith('data: '))).toBe(
      true,
    );
    const { logs, parts } = readStream(response.body);
    expect(logs[0]).toBe('Data: SPY from the bundled dataset');
    expect(logs.some((line) => line.startsWith('Backtesting SPY on 1258 1 Day bars'))).toBe(true);
    expect(logs.at(-1)).toMatch(/^Backtest complete: \d+ trades/);
    const chart = ChartDataSchema.parse(JSON.parse(parts.chart ?? 'null'));
    const metrics = PerformanceMetricsSchema.parse(JSON.parse(parts.metrics ?? 'null'));
    const trades = z.array(ClosedTradeSchema).parse(JSON.parse(parts.trades ?? 'null'));

    const direct = runBacktest(
      {
        ...body,
        generalSetting: {
          strategyType: 'Long Only',
          timeInterval: '1 Day',
          assetClass: 'US Stocks',
          tickerSymbol: 'SPY',
          startDate: '2020-01-01',
          endDate: '2024-12-31',
          initialCapital: 10000,
          equityUsed: 100,
          commission: 0.1,
          slippage: 0,
        },
        riskSetting: {
          maxOpenTrades: 5,
          fixedPositionSize: 1000,
          maxTradesPerDay: 10,
          // Both risk limits start off (docs/engine.md#risk-rules-off-by-default-and-said-at-the-top-of-the-results).
          maxDrawdown: 0,
          dailyLossLimit: 0,
          riskRewardRatio: 2,
        },
      },
      data.range('SPY', '1d', '2020-01-01', '2024-12-31'),
    );
    if (!direct.ok) throw new Error('the engine refused the strategy');
    expect(metrics).toEqual(direct.results.performance_metrics);
    expect(trades).toEqual(direct.results.closed_trades);
    expect(chart.dates).toEqual(direct.results.chart_data.dates);
  });

  it('refuses invalid logic before streaming, with the diagnostics', async () => {
    const response = await call(server.app, 'POST', '/api/backtest/stream', {
      ...body,
      entryLogic: { long: { elements: [{ name: 'SMA' }, { name: 'Cross Above' }] } },
    });
    expect(response.statusCode).toBe(422);
    const answer = RunRejectedSchema.parse(response.json());
    expect(answer.detail).toBe(
      'Entry long, element 2 (Cross Above): Cross Above needs a comparable on its right',
    );
    expect(answer.diagnostics[0]).toMatchObject({ slot: 'long', element: 1, block: 'Cross Above' });
  });

  it.each([
    [{ tickerSymbol: 'SPYY' }, 404, 'Unknown symbol "SPYY". Did you mean SPY'],
    [{ tickerSymbol: 'BTC-USD' }, 422, 'BTC-USD is Cryptocurrency, not US Stocks'],
    [
      { startDate: '1990-01-01', endDate: '1990-12-31' },
      422,
      'SPY has daily data from 2005-01-03 to 2025-12-31',
    ],
  ])(
    'answers a data problem with its status and a detail naming what exists (%#)',
    async (setting, status, detail) => {
      const response = await call(server.app, 'POST', '/api/backtest/stream', {
        ...body,
        generalSetting: { ...body.generalSetting, ...setting },
      });
      expect(response.statusCode).toBe(status);
      expect(response.json<{ detail: string }>().detail).toContain(detail);
    },
  );

  it('refuses a bad body with 422 and the field', async () => {
    const response = await call(server.app, 'POST', '/api/backtest/stream', {
      generalSetting: { equityUsed: 'lots' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toContain('equityUsed');
  });
});

describe('POST /api/backtest/run', () => {
  it('answers status success with the body it received, defaults filled, and the Python code', async () => {
    const response = await call(server.app, 'POST', '/api/backtest/run', body);
    expect(response.statusCode).toBe(200);
    const answer = RunAcceptedSchema.parse(response.json());
    expect(answer.status).toBe('success');
    expect(answer.received.generalSetting.tickerSymbol).toBe('SPY');
    expect(answer.received.generalSetting.initialCapital).toBe(10000);
    expect(answer.received.entryLogic.long).toEqual(body.entryLogic.long);
    expect(answer.code).toContain('import pandas');
    expect(answer.code).toContain('def sma(');
  });

  it('refuses invalid logic and unknown symbols as the stream does', async () => {
    const invalid = await call(server.app, 'POST', '/api/backtest/run', {
      ...body,
      entryLogic: { long: { elements: [{ name: 'SMA' }] } },
    });
    expect(invalid.statusCode).toBe(422);
    expect(RunRejectedSchema.parse(invalid.json()).diagnostics.length).toBeGreaterThan(0);
    const unknown = await call(server.app, 'POST', '/api/backtest/run', {
      ...body,
      generalSetting: { ...body.generalSetting, tickerSymbol: 'NOPE9' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/execute-strategy', () => {
  it('answers backtest_results as plain JSON', async () => {
    const response = await call(server.app, 'POST', '/api/execute-strategy', body);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const results = BacktestResultsSchema.parse(response.json());
    expect(results.performance_metrics.ticker).toBe('SPY');
    expect(results.closed_trades.length).toBeGreaterThan(0);
  });
});

describe('the bar limit', () => {
  const checker = new StrategyChecker();
  afterAll(() => checker.close());

  it('refuses a window with more bars than a run may cover, before running it', async () => {
    const limited = new BacktestService(
      pool,
      server.app.services.marketData,
      server.app.services.stats,
      new RateLimiter(new MemoryRateLimitStore(), systemClock),
      checker,
      1000,
    );
    const request = RunRequestSchema.parse(body);
    await expect(limited.prepare(request, { userId: null, ip: '10.2.2.2' })).rejects.toMatchObject({
      statusCode: 422,
      detail: 'The window has 1258 bars; a backtest covers at most 1000: shorten the dates',
    });
    const shorter = RunRequestSchema.parse({
      ...body,
      generalSetting: { ...body.generalSetting, startDate: '2022-01-01' },
    });
    await expect(limited.prepare(shorter, { userId: null, ip: '10.2.2.2' })).resolves.toMatchObject({
      notes: expect.any(Array) as unknown,
    });
  });
});

describe('counting runs', () => {
  it("adds signed-in runs to the user's total and every run to the public counter", async () => {
    const token = await signUp(server.app, smtp, 'runner@example.com');
    const before = (await call(server.app, 'GET', '/api/stats')).json<{ backtests: number }>();
    await call(server.app, 'POST', '/api/backtest/stream', body, { token });
    await call(server.app, 'POST', '/api/execute-strategy', body, { token });
    await call(server.app, 'POST', '/api/execute-strategy', body, { ip: '10.0.0.7' });
    const after = (await call(server.app, 'GET', '/api/stats')).json<{ backtests: number }>();
    expect(after.backtests - before.backtests).toBe(3);
    const me = UserSchema.parse((await call(server.app, 'GET', '/api/auth/me', undefined, { token })).json());
    expect(me.total_backtests_run).toBe(2);
  });

  it('rate limits anonymous runs per address', async () => {
    const invalid = { ...body, entryLogic: { long: { elements: [{ name: 'SMA' }] } } };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push(
        (await call(server.app, 'POST', '/api/backtest/stream', invalid, { ip: '10.9.9.9' })).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await call(server.app, 'POST', '/api/backtest/stream', invalid, { ip: '10.9.9.10' });
    expect(other.statusCode).toBe(422);
  });
});
