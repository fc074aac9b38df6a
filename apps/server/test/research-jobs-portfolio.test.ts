import { ResearchJobSchema, RunRequestSchema, type ResearchJob } from '@stratblocks/contracts';
import {
  runPortfolio,
  runSweep,
  withParameterValues,
  type BarSeries,
  type PortfolioStrategyInput,
} from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { FAST, SLOW, smaCrossStrategy } from './fixtures/sma-cross-strategy';

const SYMBOLS = ['XLK', 'XLE', 'XLV'];
const START = '2016-01-01';
const END = '2020-12-31';

/** The research tests' SMA cross over three sector ETFs, one account holding at most 2. */
function portfolioBody(mode: 'shared' | 'separate') {
  const base = smaCrossStrategy(START, END);
  return {
    ...base,
    generalSetting: { ...base.generalSetting, tickerSymbol: 'SPY', equityUsed: 45 },
    riskSetting: { ...base.riskSetting, maxOpenTrades: 2 },
    portfolio: { symbols: SYMBOLS, mode },
  };
}

const GRID = [
  { path: FAST, values: [10, 20] },
  { path: SLOW, values: [50, 100] },
];

let smtp: SmtpSink;
let server: TestServer;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url });
  token = await signUp(server.app, smtp, 'research-portfolio@example.com');
}, 60_000);
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function poll(id: string): Promise<ResearchJob> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const response = await call(server.app, 'GET', `/api/research/jobs/${id}`, undefined, { token });
    const job = ResearchJobSchema.parse(response.json());
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The job did not end');
}

const post = (body: unknown) => call(server.app, 'POST', '/api/research/jobs', body, { token });

/** Every symbol's bundled bars of the window, in list order. */
function bundledSeries(): BarSeries[] {
  const data = new BundledMarketData();
  return SYMBOLS.map((symbol) => data.range(symbol, '1d', START, END));
}

/** The bars keyed as the portfolio lists them (what runPortfolio reads). */
function bundledBars(): Record<string, BarSeries> {
  const keyed: Record<string, BarSeries> = {};
  bundledSeries().forEach((series, index) => {
    keyed[SYMBOLS[index] ?? ''] = series;
  });
  return keyed;
}

/** A copy of the strategy with the sweep's values set (the fast period, then the slow one). */
function withValues(strategy: PortfolioStrategyInput, values: readonly number[]): PortfolioStrategyInput {
  const paths = [FAST, SLOW];
  return withParameterValues(
    strategy,
    values.map((value, index): [string, number] => [paths[index] ?? '', value]),
  ) as PortfolioStrategyInput;
}

describe('research jobs on portfolios', () => {
  it("sweeps a shared portfolio with every symbol's bars: each cell is runPortfolio of its values", async () => {
    const started = await post({ kind: 'sweep', strategy: portfolioBody('shared'), parameters: GRID });
    expect(started.statusCode, started.body).toBe(202);
    const done = await poll(ResearchJobSchema.parse(started.json()).id);
    expect(done.status, done.error ?? '').toBe('done');
    const strategy: PortfolioStrategyInput = RunRequestSchema.parse(
      portfolioBody('shared'),
    ) as PortfolioStrategyInput;
    // The server ran it on the first symbol's ticker (docs/engine.md#10-portfolios), as a backtest run does.
    const asRun = { ...strategy, generalSetting: { ...strategy.generalSetting, tickerSymbol: 'XLK' } };
    const bars = bundledBars();
    const direct = runSweep(asRun, bundledSeries(), { objective: 'sharpe', parameters: GRID });
    if (!direct.ok) throw new Error(direct.message);
    expect(done.result).toEqual(JSON.parse(JSON.stringify(direct.result)));
    const cells = (done.result as { cells: Array<{ values: number[]; metrics: { total_return: number } }> })
      .cells;
    expect(cells).toHaveLength(4);
    for (const cell of cells) {
      const run = runPortfolio(withValues(asRun, cell.values), bars);
      if (!run.ok || !('performance_metrics' in run.results)) throw new Error('the portfolio run failed');
      expect(cell.metrics.total_return).toBe(run.results.performance_metrics.total_return);
    }
  }, 60_000);

  it('runs a walk-forward of a shared portfolio on its union calendar', async () => {
    const started = await post({
      kind: 'walk-forward',
      strategy: portfolioBody('shared'),
      parameters: [{ path: FAST, values: [10, 20] }],
      mode: 'rolling',
      in_sample_bars: 504,
      out_of_sample_bars: 252,
    });
    expect(started.statusCode, started.body).toBe(202);
    const done = await poll(ResearchJobSchema.parse(started.json()).id);
    expect(done.status, done.error ?? '').toBe('done');
    const result = done.result as {
      windows: Array<{ outOfSample: { startDate: string; endDate: string } }>;
      trades: Array<{ ticker: string }>;
    };
    // 2016-2020: 1,259 trading dates; tests of 252 start at 504, 756 and 1,008 (the last one 251).
    expect(result.windows).toHaveLength(3);
    expect(result.windows[0]?.outOfSample.startDate).toBe('2018-01-03');
    expect(result.windows.at(-1)?.outOfSample.endDate).toBe('2020-12-31');
    expect(new Set(result.trades.map((trade) => trade.ticker)).size).toBeGreaterThan(1);
  }, 60_000);

  it('counts combinations x symbols against the limit, and refuses a walk-forward of a scan', async () => {
    const big = await post({
      kind: 'sweep',
      strategy: portfolioBody('shared'),
      parameters: [
        { path: FAST, range: { start: 2, stop: 61, step: 1 } },
        { path: SLOW, range: { start: 101, stop: 160, step: 1 } },
      ],
    });
    // 3,600 combinations alone pass; x 3 symbols they are 10,800 backtests.
    expect(big.statusCode).toBe(422);
    expect(big.json()).toEqual({
      detail:
        'The job needs 10,800 backtests (each combination runs 3 symbols); the limit is 10,000; a sweep above 10,000 combinations needs the research queue (REDIS_URL) and its workers: narrow a range, raise a step, drop a parameter or a symbol',
    });
    const scan = await post({
      kind: 'walk-forward',
      strategy: portfolioBody('separate'),
      parameters: [{ path: FAST, values: [10, 20] }],
      in_sample_bars: 504,
      out_of_sample_bars: 252,
    });
    expect(scan.statusCode).toBe(422);
    expect(scan.json<{ detail: string }>().detail).toContain('one account');
    const unknown = await post({
      kind: 'sweep',
      strategy: { ...portfolioBody('shared'), portfolio: { symbols: ['XLK', 'NOPE1'] } },
      parameters: GRID,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ detail: string }>().detail).toContain('NOPE1');
  }, 60_000);

  it("sweeps a scan, ranked by its symbols' average", async () => {
    const started = await post({
      kind: 'sweep',
      strategy: portfolioBody('separate'),
      parameters: [{ path: FAST, values: [10, 20] }],
      objective: 'total_return',
    });
    expect(started.statusCode, started.body).toBe(202);
    const done = await poll(ResearchJobSchema.parse(started.json()).id);
    expect(done.status, done.error ?? '').toBe('done');
    const cells = (done.result as { cells: Array<{ values: number[]; objective: number }> }).cells;
    const strategy = RunRequestSchema.parse(portfolioBody('separate')) as PortfolioStrategyInput;
    for (const cell of cells) {
      const run = runPortfolio(withValues(strategy, cell.values), bundledBars());
      if (!run.ok || run.results.portfolio.mode !== 'separate') throw new Error('the scan failed');
      expect(cell.objective).toBe(run.results.portfolio.average.total_return);
    }
  }, 60_000);
});
