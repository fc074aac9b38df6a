import { afterAll, describe, expect, it } from 'vitest';
import { BacktestResultsSchema, RunRequestSchema, ScanResultsSchema } from '@stratblocks/contracts';
import { barsFromRows, type StrategyInput } from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import { WorkerPool, type CheckOutcome } from '../src/backtests/pool';
import { spin } from './fixtures/spin-strategy';
import { smaCrossStrategy } from './fixtures/sma-cross-strategy';

/**
 * A watch check's runs (docs/watches.md#where-checks-run): the worker answers a digest equal to
 * what the whole results say, and one user's checks take at most two workers at once.
 */
const SPINNER = new URL('./fixtures/spinning-worker.ts', import.meta.url);
const oneBar = barsFromRows('TEST', '1d', [{ time: '2024-01-02', open: 1, high: 1, low: 1, close: 1 }]);

function digestOf(outcome: CheckOutcome) {
  if (outcome.status !== 'completed') throw new Error(`the check ended ${outcome.status}`);
  return outcome.digest;
}

describe("a check's digest, made in the worker", () => {
  const pool = new WorkerPool({ size: 1 });
  const data = new BundledMarketData();
  afterAll(() => pool.close());

  async function wholeResults(strategy: StrategyInput, bars: Parameters<WorkerPool['run']>[1]) {
    const outcome = await pool.run(strategy, bars, () => undefined);
    if (outcome.status !== 'completed') throw new Error(`the run ended ${outcome.status}`);
    return JSON.parse(outcome.resultsJson) as unknown;
  }

  it("answers one account's trades, figures and results as the whole results have them", async () => {
    const strategy = RunRequestSchema.parse(smaCrossStrategy('2018-01-01', '2023-12-31')) as StrategyInput;
    const bars = data.range('SPY', '1d', '2018-01-01', '2023-12-31');
    const whole = BacktestResultsSchema.parse(await wholeResults(strategy, bars));
    expect(whole.closed_trades.length).toBeGreaterThan(3);

    const trades = digestOf(await pool.check(strategy, bars, 'trades', { userId: 1 }));
    expect(trades).toEqual({ kind: 'trades', trades: whole.closed_trades });

    const figures = digestOf(await pool.check(strategy, bars, 'figures-and-results', { userId: 1 }));
    if (figures.kind !== 'figures') throw new Error(`answered ${figures.kind}`);
    expect(figures.figures).toEqual({
      from: whole.chart_data.dates[0]?.slice(0, 10),
      to: whole.chart_data.dates.at(-1)?.slice(0, 10),
      bars: whole.chart_data.dates.length,
      total_return: whole.performance_metrics.total_return,
      max_drawdown: whole.performance_metrics.max_drawdown,
      trades: whole.closed_trades.length,
    });
    expect(figures.figures.from).toBe('2018-01-02');
    expect(JSON.parse(figures.resultsJson ?? 'null')).toEqual(whole);

    const withoutResults = digestOf(await pool.check(strategy, bars, 'figures', { userId: 1 }));
    expect(withoutResults).toEqual({ kind: 'figures', figures: figures.figures, resultsJson: null });
  });

  it("answers a scan's average return and drawdown and its trade count", async () => {
    const symbols = ['XLK', 'XLF', 'XLE'];
    const strategy = RunRequestSchema.parse({
      ...smaCrossStrategy('2018-01-01', '2023-12-31'),
      portfolio: { symbols, mode: 'separate' },
    }) as StrategyInput;
    const bars = symbols.map((symbol) => data.range(symbol, '1d', '2018-01-01', '2023-12-31'));
    const scan = ScanResultsSchema.parse(await wholeResults(strategy, bars)).portfolio;
    if (scan.mode !== 'separate') throw new Error('not a scan');
    const rowTrades = scan.rows.map((row) => row.total_trades);
    expect(rowTrades.every((count) => count > 0)).toBe(true);

    expect(digestOf(await pool.check(strategy, bars, 'scan', { userId: 1 }))).toEqual({
      kind: 'scan',
      total_return: scan.average.total_return,
      max_drawdown: scan.average.max_drawdown,
      trades: rowTrades.reduce((sum, count) => sum + count, 0),
    });
  });
});

describe("one user's checks", () => {
  // Three workers: without the limit, one user's three checks would take them all at once.
  const pool = new WorkerPool({ size: 3, timeLimitMs: 10_000, workerModule: SPINNER });
  afterAll(() => pool.close());

  it("run two at a time: a third waits for one to end while another user's run starts", async () => {
    const ended: string[] = [];
    const endedAt = new Map<string, number>();
    const record = (name: string) => () => {
      ended.push(name);
      endedAt.set(name, performance.now());
    };
    const checks = [1, 2, 3].map((index) =>
      pool.check(spin(600), oneBar, 'trades', { userId: 7 }).then((outcome) => {
        record(`check ${index}`)();
        return outcome;
      }),
    );
    // Another user's backtest, asked for after the three checks.
    const other = pool
      .run(spin(50), oneBar, () => undefined)
      .then((outcome) => {
        record('other user')();
        return outcome;
      });
    const outcomes = await Promise.all([...checks, other]);

    expect(outcomes.slice(0, 3)).toEqual(
      [1, 2, 3].map(() => ({ status: 'completed', digest: { kind: 'trades', trades: [] } })),
    );
    expect(outcomes[3]).toEqual({ status: 'completed', resultsJson: '{"spun":50}' });
    expect(ended[0]).toBe('other user');
    expect(ended.at(-1)).toBe('check 3');
    // The third started only once one of the first two had ended: a whole run later.
    const firstEnd = Math.min(endedAt.get('check 1') ?? 0, endedAt.get('check 2') ?? 0);
    expect((endedAt.get('check 3') ?? 0) - firstEnd).toBeGreaterThanOrEqual(500);
  });

  it("do not hold back another user's checks", async () => {
    const started = performance.now();
    const mine = [1, 2, 3].map(() => pool.check(spin(600), oneBar, 'trades', { userId: 8 }));
    const theirs = await pool.check(spin(50), oneBar, 'trades', { userId: 9 });
    expect(theirs.status).toBe('completed');
    expect(performance.now() - started).toBeLessThan(500);
    await Promise.all(mine);
  });
});
