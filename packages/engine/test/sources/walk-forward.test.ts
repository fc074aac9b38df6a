import { describe, expect, it } from 'vitest';
import {
  runBacktest,
  runParameterStudy,
  runPortfolio,
  runSweep,
  runWalkForward,
  sliceByDate,
  withParameterValues,
  type OtherSeries,
  type PortfolioStrategyInput,
  type StrategyInput,
} from '../../src/index';
import { dailyBars } from '../indicators/talib-reference';
import { element, strategy } from '../sim/scenario';

const START = '2016-01-01';
const END = '2023-12-31';
const QQQ_PERIOD = 'entryLogic.long.elements.2.properties.period';
const SPY_PERIOD = 'entryLogic.long.elements.6.properties.period';

/** QQQ above its SMA while SPY is above its own (the regime filter), out below the weekly SMA. */
const config = strategy({
  entryLong: [
    element('Close'),
    element('>'),
    element('SMA', { period: 20 }),
    element('And'),
    element('Close', { symbol: 'SPY' }),
    element('>'),
    element('SMA', { period: 100, symbol: 'SPY' }),
  ],
  exitLong: [element('Close'), element('<'), element('SMA', { period: 10, timeframe: '1W' })],
  general: { tickerSymbol: 'QQQ', startDate: START, endDate: END, initialCapital: 10_000, commission: 0.1 },
});

const qqq = dailyBars('QQQ', START, END);
const spy = dailyBars('SPY', START, END);
/** SPY over the whole study, as the server and the command line load it for the run's window. */
const others: OtherSeries = { SPY: { bars: spy, assetClass: 'US Stocks' } };
const parameters = [
  { path: QQQ_PERIOD, values: [10, 30] },
  { path: SPY_PERIOD, values: [50, 150] },
];

const outcome = runWalkForward(config, qqq, {
  mode: 'rolling',
  inSampleBars: 504,
  outOfSampleBars: 252,
  parameters,
  objective: 'total_return',
  others,
});
if (!outcome.ok) throw new Error(outcome.message);
const result = outcome.result;

/** The strategy with its window set to the dates given, as a backtest of that window alone runs it. */
function windowed<T extends StrategyInput>(variant: T, startDate: string, endDate: string): T {
  return { ...variant, generalSetting: { ...variant.generalSetting, startDate, endDate } };
}

/** SPY cut to a window, as a backtest of that window alone loads it. */
function spyCutTo(startDate: string, endDate: string): OtherSeries {
  return { SPY: { bars: sliceByDate(spy, startDate, endDate), assetClass: 'US Stocks' } };
}

/** What a trade is, without its size (the walk-forward scales sizes to its stitched account). */
function unsized(trade: {
  entry_date: string;
  exit_date: string;
  entry_price: number;
  exit_price: number;
  pnl_percent: number;
  exit_reason: string;
}) {
  const { entry_date, exit_date, entry_price, exit_price, pnl_percent, exit_reason } = trade;
  return { entry_date, exit_date, entry_price, exit_price, pnl_percent, exit_reason };
}

describe('a walk-forward of a strategy reading another symbol', () => {
  it('has several windows, with trades out of sample', () => {
    expect(result.windows.length).toBeGreaterThanOrEqual(4);
    expect(result.trades.length).toBeGreaterThan(5);
  });

  it('chooses in each window the best combination of a sweep of that window, SPY cut to it', () => {
    for (const window of result.windows) {
      const { startDate, endDate } = window.inSample;
      const sweep = runSweep(windowed(config, startDate, endDate), sliceByDate(qqq, startDate, endDate), {
        parameters,
        objective: 'total_return',
        others: spyCutTo(startDate, endDate),
      });
      if (!sweep.ok) throw new Error(sweep.message);
      const best = sweep.result.cells[sweep.result.best ?? -1];
      expect(window.chosen).toEqual(best?.values);
      expect(window.inSampleMetrics).toEqual(best?.metrics);
    }
  });

  it('gives each out-of-sample window the trades and return of a plain backtest of that window', () => {
    let differsFromUncut = false;
    for (const window of result.windows) {
      const start = window.inSample.startDate;
      const end = window.outOfSample.endDate;
      const chosen = withParameterValues(config, [
        [QQQ_PERIOD, window.chosen?.[0] ?? Number.NaN],
        [SPY_PERIOD, window.chosen?.[1] ?? Number.NaN],
      ]);
      // The out-of-sample run starts at the in-sample start (indicators warm); so does this backtest.
      const plain = runBacktest(windowed(chosen, start, end), sliceByDate(qqq, start, end), {
        others: spyCutTo(start, end),
      });
      if (!plain.ok) throw new Error(plain.diagnostics[0]?.message);
      const outOfSample = plain.results.closed_trades.filter(
        (trade) => trade.exit_date >= window.outOfSample.startDate,
      );
      expect(result.trades.filter((trade) => trade.window === window.index).map(unsized)).toEqual(
        outOfSample.map(unsized),
      );
      const { dates, equity } = plain.results.chart_data;
      const base = equity[dates.indexOf(window.inSample.endDate)] ?? Number.NaN;
      expect(window.outOfSampleReturn).toBeCloseTo(((equity.at(-1) ?? Number.NaN) / base - 1) * 100, 9);

      // SPY left warm from the study's start (not cut to the window) changes some window's run:
      // the cut is what makes the windows equal to their plain backtests.
      const uncut = runBacktest(chosen, sliceByDate(qqq, start, end), { others });
      if (!uncut.ok) throw new Error(uncut.diagnostics[0]?.message);
      if (
        JSON.stringify(uncut.results.closed_trades.map(unsized)) !==
        JSON.stringify(plain.results.closed_trades.map(unsized))
      )
        differsFromUncut = true;
    }
    expect(differsFromUncut).toBe(true);
  });

  it('runs as a parameter study with the same other symbols', () => {
    const study = runParameterStudy(
      {
        kind: 'walk-forward',
        strategy: config,
        parameters,
        objective: 'total_return',
        mode: 'rolling',
        inSampleBars: 504,
        outOfSampleBars: 252,
      },
      qqq,
      () => undefined,
      undefined,
      others,
    );
    expect(study).toEqual({ ok: true, result: { kind: 'walk-forward', result } });
  });

  it('chooses nothing without SPY: every in-sample run needs it', () => {
    const without = runWalkForward(config, qqq, {
      mode: 'rolling',
      inSampleBars: 504,
      outOfSampleBars: 252,
      parameters,
      objective: 'total_return',
    });
    if (!without.ok) throw new Error(without.message);
    expect(without.result.windows.map((window) => window.chosen)).toEqual(result.windows.map(() => null));
    expect(without.result.trades).toEqual([]);
  });
});

describe('a walk-forward of a shared portfolio reading another symbol', () => {
  const symbols = ['XLK', 'XLE'];
  const portfolio: PortfolioStrategyInput = {
    ...withParameterValues(config, [[QQQ_PERIOD, 20]]),
    generalSetting: { ...config.generalSetting, tickerSymbol: 'XLK', equityUsed: 45 },
    portfolio: { symbols, mode: 'shared' },
  };
  const bars = symbols.map((symbol) => dailyBars(symbol, START, END));
  const shared = runWalkForward(portfolio, bars, {
    mode: 'rolling',
    inSampleBars: 504,
    outOfSampleBars: 252,
    parameters: [{ path: SPY_PERIOD, values: [50, 150] }],
    objective: 'total_return',
    others,
  });

  it('gives each out-of-sample window the trades of runPortfolio on that stretch, SPY cut to it', () => {
    if (!shared.ok) throw new Error(shared.message);
    expect(shared.result.trades.length).toBeGreaterThan(5);
    for (const window of shared.result.windows) {
      const start = window.inSample.startDate;
      const end = window.outOfSample.endDate;
      const chosen = withParameterValues(portfolio, [[SPY_PERIOD, window.chosen?.[0] ?? Number.NaN]]);
      const run = runPortfolio(
        windowed(chosen, start, end) as PortfolioStrategyInput,
        Object.fromEntries(bars.map((series) => [series.symbol, sliceByDate(series, start, end)])),
        { others: spyCutTo(start, end) },
      );
      if (!run.ok || !('chart_data' in run.results)) throw new Error('the stretch did not run');
      const outOfSample = run.results.closed_trades.filter(
        (trade) => trade.exit_date >= window.outOfSample.startDate,
      );
      expect(shared.result.trades.filter((trade) => trade.window === window.index).map(unsized)).toEqual(
        outOfSample.map(unsized),
      );
    }
  });
});
