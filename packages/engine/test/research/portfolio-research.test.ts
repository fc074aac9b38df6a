import { describe, expect, it } from 'vitest';
import {
  monteCarlo,
  portfolioMonteCarlo,
  runPortfolio,
  runSweep,
  runWalkForward,
  sliceByDate,
  tunableParameters,
  withParameterValues,
  type BarSeries,
  type PerformanceMetrics,
  type PortfolioMode,
  type PortfolioStrategyInput,
  type SweepCell,
} from '../../src/index';
import { element, strategy } from '../sim/scenario';
import { bundledDailyBars } from './real-bars';

const FAST = 'entryLogic.long.elements.0.properties.period';
const SLOW = 'entryLogic.long.elements.2.properties.period';
const RANK_PERIOD = 'portfolio.rankBy.element.properties.period';
const SYMBOLS = ['XLK', 'XLE', 'XLV'] as const;

function portfolioStrategy(mode: PortfolioMode): PortfolioStrategyInput {
  return {
    ...strategy({
      entryLong: [element('SMA', { period: 10 }), element('Cross Above'), element('SMA', { period: 40 })],
      exitLong: [element('Close'), element('Cross Below'), element('SMA', { period: 40 })],
      general: { initialCapital: 30_000, equityUsed: 45, commission: 0.1, tickerSymbol: 'XLK' },
      risk: { maxOpenTrades: 2 },
    }),
    portfolio: {
      symbols: [...SYMBOLS],
      mode,
      rankBy: {
        element: { name: 'Price Change %', type: 'comparable', properties: { period: 20 } },
        order: 'highest',
      },
    },
  };
}

const START = '2014-01-01';
const END = '2019-12-31';
const series: BarSeries[] = SYMBOLS.map((symbol) => bundledDailyBars(symbol, START, END));
const keyed = (list: readonly BarSeries[]) => Object.fromEntries(list.map((bars) => [bars.symbol, bars]));

/** The figures a sweep cell keeps, read off a full run's metrics (the reference). */
function keptFigures(metrics: PerformanceMetrics) {
  return {
    total_return: metrics.total_return,
    annualized_return: metrics.annualized_return,
    max_drawdown: metrics.max_drawdown,
    sharpe_ratio: metrics.sharpe_ratio,
    sortino_ratio: metrics.sortino_ratio,
    calmar_ratio: metrics.calmar_ratio,
    profit_factor: metrics.profit_factor,
    sqn: metrics.sqn,
    win_rate: metrics.win_rate,
    total_trades: metrics.total_trades,
    gross_profit: metrics.gross_profit,
  };
}

function variantOf(base: PortfolioStrategyInput, paths: readonly string[], cell: SweepCell) {
  return withParameterValues(
    base,
    paths.map((path, index) => [path, cell.values[index] as number]),
  ) as PortfolioStrategyInput;
}

describe('a sweep of a shared portfolio', () => {
  const base = portfolioStrategy('shared');
  const paths = [FAST, SLOW];
  const outcome = runSweep(base, series, {
    parameters: [
      { path: FAST, values: [5, 15] },
      { path: SLOW, values: [30, 60] },
    ],
    objective: 'sharpe',
  });

  it('ranks 4 combinations, each equal to runPortfolio of its values (every kept metric exactly)', () => {
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.result.cells).toHaveLength(4);
    for (const cell of outcome.result.cells) {
      const run = runPortfolio(variantOf(base, paths, cell), keyed(series));
      if (!run.ok || !('performance_metrics' in run.results)) throw new Error('the shared run failed');
      expect(cell.metrics).toEqual(keptFigures(run.results.performance_metrics));
      expect(cell.objective).toBe(run.results.performance_metrics.sharpe_ratio);
      expect(cell.trades).toBe(run.results.closed_trades.length);
      expect(cell.trades).toBeGreaterThan(0);
    }
    // The best is the highest Sharpe of the four.
    const sharpes = outcome.result.cells.map((cell) => cell.objective ?? Number.NEGATIVE_INFINITY);
    expect(outcome.result.best).toBe(sharpes.indexOf(Math.max(...sharpes)));
  });

  it("varies the rankBy block's lookback as a parameter, and it changes the account's trades", () => {
    expect(tunableParameters(base).map((parameter) => parameter.path)).toContain(RANK_PERIOD);
    const ranked = runSweep(base, series, {
      parameters: [{ path: RANK_PERIOD, values: [5, 60] }],
      objective: 'total_return',
    });
    if (!ranked.ok) throw new Error(ranked.message);
    for (const cell of ranked.result.cells) {
      const variant = variantOf(base, [RANK_PERIOD], cell);
      expect(variant.portfolio.rankBy?.element.properties?.period).toBe(cell.values[0]);
      const run = runPortfolio(variant, keyed(series));
      if (!run.ok || !('performance_metrics' in run.results)) throw new Error('the shared run failed');
      expect(cell.metrics).toEqual(keptFigures(run.results.performance_metrics));
    }
    const [short, long] = ranked.result.cells;
    expect(short?.metrics?.total_return).not.toBe(long?.metrics?.total_return);
  });

  it('refuses a portfolio given one series, and a single symbol given several', () => {
    const one = runSweep(base, series[0] as BarSeries, {
      parameters: [{ path: FAST, values: [5] }],
      objective: 'sharpe',
    });
    expect(one).toEqual({ ok: false, message: "A portfolio's research needs the bars of every symbol" });
    const single = { ...base, portfolio: undefined };
    const many = runSweep(single, series, { parameters: [{ path: FAST, values: [5] }], objective: 'sharpe' });
    expect(many.ok).toBe(false);
    const short = runSweep(base, series.slice(0, 2), {
      parameters: [{ path: FAST, values: [5] }],
      objective: 'sharpe',
    });
    expect(short).toEqual({
      ok: false,
      message: 'The portfolio lists 3 symbols; bars were given for 2',
    });
  });
});

describe('a sweep of a scan (each symbol alone)', () => {
  const base = portfolioStrategy('separate');
  const outcome = runSweep(base, series, {
    parameters: [
      { path: FAST, values: [5, 15] },
      { path: SLOW, values: [30, 60] },
    ],
    objective: 'total_return',
  });

  it("ranks by the scan's average: each cell's figures are the scan's average row, trades its sum", () => {
    if (!outcome.ok) throw new Error(outcome.message);
    for (const cell of outcome.result.cells) {
      const run = runPortfolio(variantOf(base, [FAST, SLOW], cell), keyed(series));
      if (!run.ok || run.results.portfolio.mode !== 'separate') throw new Error('the scan failed');
      const { average, rows } = run.results.portfolio;
      expect(cell.metrics?.total_return).toBe(average.total_return);
      expect(cell.metrics?.sharpe_ratio).toBe(average.sharpe_ratio);
      expect(cell.metrics?.max_drawdown).toBe(average.max_drawdown);
      expect(cell.metrics?.win_rate).toBe(average.win_rate);
      expect(cell.objective).toBe(average.total_return);
      expect(cell.trades).toBe(rows.reduce((sum, row) => sum + row.total_trades, 0));
    }
    const returns = outcome.result.cells.map((cell) => cell.objective ?? Number.NEGATIVE_INFINITY);
    expect(outcome.result.best).toBe(returns.indexOf(Math.max(...returns)));
  });
});

describe('a walk-forward of a shared portfolio', () => {
  const base = portfolioStrategy('shared');
  // XLK's bars stop early in 2019: the union calendar still runs to the end of the others' data.
  const cut = [sliceByDate(series[0] as BarSeries, START, '2019-06-28'), series[1], series[2]] as BarSeries[];
  const outcome = runWalkForward(base, cut, {
    mode: 'rolling',
    inSampleBars: 504,
    outOfSampleBars: 252,
    parameters: [
      { path: FAST, values: [5, 15] },
      { path: SLOW, values: [30, 60] },
    ],
    objective: 'total_return',
  });
  const union = [...new Set(cut.flatMap((bars) => bars.times))].sort();

  it('cuts windows on the union calendar and runs each out of sample as runPortfolio on that stretch', () => {
    if (!outcome.ok) throw new Error(outcome.message);
    const { windows } = outcome.result;
    // 1,509 union dates: 504 in sample, then out-of-sample windows of 252 (the last one shorter).
    expect(windows).toHaveLength(Math.ceil((union.length - 504) / 252));
    expect(windows.at(-1)?.outOfSample.endDate).toBe(union.at(-1));
    for (const window of windows) {
      expect(window.inSample.startDate).toBe(union[window.inSample.from]);
      expect(window.outOfSample.startDate).toBe(union[window.outOfSample.from]);
      // In sample: the best of a sweep of the in-sample stretch.
      const inSample = cut.map((bars) =>
        sliceByDate(bars, window.inSample.startDate, window.inSample.endDate),
      );
      const sweep = runSweep(base, inSample, {
        parameters: [
          { path: FAST, values: [5, 15] },
          { path: SLOW, values: [30, 60] },
        ],
        objective: 'total_return',
      });
      if (!sweep.ok || sweep.result.best === null) throw new Error('the in-sample sweep failed');
      const best = sweep.result.cells[sweep.result.best] as SweepCell;
      expect(window.chosen).toEqual(best.values);
      // Out of sample: the chosen values run from the in-sample start; the window's return is the
      // account's growth from the last in-sample close to the window's end.
      const stretch = cut.map((bars) =>
        sliceByDate(bars, window.inSample.startDate, window.outOfSample.endDate),
      );
      const run = runPortfolio(variantOf(base, [FAST, SLOW], best), keyed(stretch));
      if (!run.ok || !('chart_data' in run.results)) throw new Error('the out-of-sample run failed');
      const { dates, equity } = run.results.chart_data;
      const baseIndex = dates.indexOf(window.inSample.endDate);
      expect(baseIndex).toBe(window.inSample.to - window.inSample.from - 1);
      const growth = (equity.at(-1) as number) / (equity[baseIndex] as number);
      expect(window.outOfSampleReturn).toBeCloseTo((growth - 1) * 100, 9);
      const trades = run.results.closed_trades.filter(
        (trade) => trade.exit_date >= window.outOfSample.startDate,
      );
      expect(window.outOfSampleTrades).toBe(trades.length);
    }
    // The stitched equity covers every out-of-sample date of the union calendar once.
    expect(outcome.result.equity.dates).toEqual(union.slice(504));
    const tickers = new Set(outcome.result.trades.map((trade) => trade.ticker));
    expect(tickers.size).toBeGreaterThan(1);
  });

  it('refuses a scan: it has no one account to carry from window to window', () => {
    const scan = runWalkForward(portfolioStrategy('separate'), series, {
      mode: 'rolling',
      inSampleBars: 504,
      outOfSampleBars: 252,
      parameters: [{ path: FAST, values: [5, 15] }],
      objective: 'total_return',
    });
    expect(scan.ok).toBe(false);
    if (!scan.ok) expect(scan.message).toContain('one account');
  });
});

describe('Monte Carlo of a shared portfolio', () => {
  const run = runPortfolio(portfolioStrategy('shared'), keyed(series));
  if (!run.ok || !('closed_trades' in run.results)) throw new Error('the shared run failed');
  const results = run.results;
  const pnls = results.closed_trades.map((trade) => trade.pnl);
  const options = { method: 'bootstrap' as const, runs: 300, seed: 7, drawdownThreshold: 10 };

  it("resamples the account's closed trades of every symbol, the same for the same seed", () => {
    const first = portfolioMonteCarlo(results, 30_000, options);
    const again = portfolioMonteCarlo(results, 30_000, options);
    if (!first.ok) throw new Error(first.message);
    expect(again).toEqual(first);
    expect(first.result.tradeCount).toBe(results.closed_trades.length);
    expect(new Set(results.closed_trades.map((trade) => trade.ticker)).size).toBe(3);
    expect(first).toEqual(monteCarlo(pnls, 30_000, options));
    // The trades as they happened end at the initial capital plus their P&L.
    const net = pnls.reduce((sum, pnl) => sum + pnl, 0);
    expect(first.result.actual.finalEquity).toBeCloseTo(30_000 + net, 6);
    const other = portfolioMonteCarlo(results, 30_000, { ...options, seed: 8 });
    if (!other.ok) throw new Error(other.message);
    expect(other.result.finalEquity).not.toEqual(first.result.finalEquity);
  });

  it('refuses a scan, whose symbols trade in separate accounts', () => {
    const scan = runPortfolio(portfolioStrategy('separate'), keyed(series));
    if (!scan.ok) throw new Error('the scan failed');
    const outcome = portfolioMonteCarlo(scan.results, 30_000, options);
    expect(outcome.ok).toBe(false);
  });
});
