import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  generatePython,
  runPortfolio,
  type AssetClass,
  type ClosedTrade,
  type OtherSeries,
  type PortfolioStrategyInput,
  type SharedPortfolioResults,
} from '../../src/index';
import { engineBars, marketFile, PYTHON } from './python-harness';
import { read, regimeFilter } from './portfolio-regime';

const ROOT = join(import.meta.dirname, '../../../..');
const rotation = JSON.parse(
  readFileSync(join(ROOT, 'examples/sector-rotation.json'), 'utf8'),
) as PortfolioStrategyInput;

const folder = mkdtempSync(join(tmpdir(), 'stratblocks-python-shared-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const sma = (period: number) => ({ name: 'SMA', type: 'comparable', properties: { period } });
const op = (name: string) => ({ name, type: 'compare-operator' });
const or = { name: 'Or', type: 'boolean-operator' };
const exitBlock = (name: string, properties: Record<string, number>) => ({ name, type: 'exit', properties });

/** Several shared portfolios, each exercising a part of docs/engine.md#10-portfolios. */
const portfolios: Array<[string, PortfolioStrategyInput]> = [
  ['ranked by Price Change % with a stop loss, 3 of 8 sector ETFs (the README example)', rotation],
  [
    'unranked, at most 2 held, a symbol listed mid-window (UBER, 2019), trailing stop and take profit',
    {
      ...rotation,
      generalSetting: { ...rotation.generalSetting, startDate: '2017-01-01', endDate: '2023-12-31' },
      exitLogic: {
        exit_long: {
          elements: [
            sma(10),
            op('Cross Below'),
            sma(30),
            or,
            exitBlock('Trailing Stop %', { percentage: 6 }),
            or,
            exitBlock('Take Profit %', { percentage: 12 }),
          ],
        },
        exit_short: null,
      },
      entryLogic: { long: { elements: [sma(10), op('>'), sma(30)] }, short: null },
      riskSetting: { ...rotation.riskSetting, maxOpenTrades: 2 },
      portfolio: { symbols: ['AAPL', 'UBER', 'MSFT', 'XLE'], mode: 'shared' },
    } as PortfolioStrategyInput,
  ],
  [
    'long/short ranked by RSI lowest first, 3 held, one entry a day, holding period, drawdown and daily loss rules, fixed size',
    {
      ...rotation,
      generalSetting: {
        ...rotation.generalSetting,
        strategyType: 'Long/Short',
        startDate: '2012-01-01',
        endDate: '2020-12-31',
      },
      entryLogic: {
        long: { elements: [sma(20), op('Cross Above'), sma(50)] },
        short: { elements: [sma(20), op('Cross Below'), sma(50)] },
      },
      exitLogic: {
        exit_long: {
          elements: [
            sma(5),
            op('Cross Below'),
            sma(20),
            or,
            exitBlock('Fixed Holding Period', { period: 25 }),
          ],
        },
        exit_short: {
          elements: [sma(5), op('Cross Above'), sma(20), or, exitBlock('Stop Loss %', { percentage: 5 })],
        },
      },
      riskSetting: {
        ...rotation.riskSetting,
        maxOpenTrades: 3,
        maxTradesPerDay: 1,
        maxDrawdown: 35,
        dailyLossLimit: 2,
        sizingMode: 'fixed',
        fixedPositionSize: 9000,
      },
      portfolio: {
        symbols: ['XLK', 'XLF', 'XLE', 'XLV', 'XLP'],
        mode: 'shared',
        rankBy: { element: { name: 'RSI', type: 'comparable', properties: { period: 14 } }, order: 'lowest' },
      },
    } as PortfolioStrategyInput,
  ],
];

/** Portfolios reading other symbols and timeframes, with the asset class of each symbol they read. */
const readingOthers: Array<[string, PortfolioStrategyInput, Record<string, AssetClass>]> = [
  [
    'XLK, XLE and XLF under an SPY regime filter and their own weekly SMA, ranked by weekly RSI',
    regimeFilter(['XLK', 'XLE', 'XLF'], 'shared', {
      element: read('RSI', { period: 14, timeframe: '1W' }),
      order: 'highest',
    }),
    { SPY: 'US Stocks' },
  ],
  [
    'SPY, QQQ and IWM under the SPY regime filter: SPY is the first symbol and read by every symbol',
    regimeFilter(['SPY', 'QQQ', 'IWM'], 'shared'),
    { SPY: 'US Stocks' },
  ],
];

/**
 * A folder of <SYMBOL>.csv with edited copies of the bundled files: XLF's data ends inside the
 * window (its open trade closes at its last close) and XLE misses every fifth bar (no signal and no
 * fill that day; its trade is marked at its last close).
 */
function editedFolder(): string {
  const edited = join(folder, 'edited');
  mkdirSync(edited, { recursive: true });
  const rows = (symbol: string) => readFileSync(marketFile('1d', symbol), 'utf8').trimEnd().split('\n');
  writeFileSync(join(edited, 'XLK.csv'), `${rows('XLK').join('\n')}\n`);
  writeFileSync(
    join(edited, 'XLF.csv'),
    `${rows('XLF')
      .filter((line, index) => index === 0 || line < '2014-11-20')
      .join('\n')}\n`,
  );
  writeFileSync(
    join(edited, 'XLE.csv'),
    `${rows('XLE')
      .filter((_line, index) => index === 0 || index % 5 !== 0)
      .join('\n')}\n`,
  );
  return edited;
}

/** A case on edited files: data ending mid-window, missing bars, a drawdown halt, long and short. */
const edgeCase: PortfolioStrategyInput = {
  ...rotation,
  generalSetting: {
    ...rotation.generalSetting,
    strategyType: 'Long/Short',
    startDate: '2014-01-01',
    endDate: '2019-12-31',
    equityUsed: 45,
  },
  entryLogic: {
    long: { elements: [sma(5), op('Cross Above'), sma(15)] },
    short: { elements: [sma(5), op('Cross Below'), sma(15)] },
  },
  exitLogic: {
    exit_long: { elements: [sma(5), op('Cross Below'), sma(15)] },
    exit_short: {
      elements: [sma(5), op('Cross Above'), sma(15), or, exitBlock('Take Profit %', { percentage: 4 })],
    },
  },
  riskSetting: { ...rotation.riskSetting, maxOpenTrades: 2, maxDrawdown: 12, dailyLossLimit: 1 },
  portfolio: { symbols: ['XLK', 'XLF', 'XLE'], mode: 'shared' },
} as PortfolioStrategyInput;

function close(a: number, b: number): boolean {
  return a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1e-12);
}

/** What the script prints: backtest_results' shape, with the equity and its dates for the chart. */
interface SharedReport {
  closed_trades: ClosedTrade[];
  performance_metrics: Record<string, number | string | null>;
  equity: number[];
  dates: string[];
  portfolio: SharedPortfolioResults['portfolio'];
}

/** Equal, or both numbers within 1e-9 relative (a null is a missing figure on both sides). */
function sameFigure(mine: unknown, theirs: unknown): boolean {
  if (typeof mine === 'number' && typeof theirs === 'number') return close(mine, theirs);
  return mine === theirs;
}

describe('the exported Python of a shared portfolio (one account)', () => {
  it.each(portfolios)('gives the engine run trade for trade: %s', (name, strategy) => {
    expectParity(name, strategy, dirname(marketFile('1d', 'XLK')));
  });

  it.each(readingOthers)(
    'gives the engine run trade for trade when blocks read another symbol or timeframe: %s',
    (name, strategy, assetClasses) => {
      expectParity(name, strategy, dirname(marketFile('1d', 'XLK')), assetClasses);
    },
  );

  it('gives the engine run trade for trade where data ends mid-window, bars are missing and max drawdown halts', () => {
    const trades = expectParity('edited files', edgeCase, editedFolder());
    expect(
      trades.some(
        (trade) =>
          trade.ticker === 'XLF' && trade.exit_reason === 'end_of_data' && trade.exit_date < '2014-11-20',
      ),
    ).toBe(true);
    expect(trades.some((trade) => trade.exit_reason === 'max_drawdown_halt')).toBe(true);
    expect(trades.some((trade) => trade.type === 'short' && trade.ticker === 'XLE')).toBe(true);
  });
});

/**
 * Runs the exported script on a folder and the engine on the same files; returns the engine's trades.
 * `assetClasses` names the symbols the blocks read: the engine gets them as `others`, read from the
 * same folder and cut to the window, as the command line loads them.
 */
function expectParity(
  name: string,
  strategy: PortfolioStrategyInput,
  dataFolder: string,
  assetClasses: Record<string, AssetClass> = {},
): ClosedTrade[] {
  const exported = generatePython(strategy, { assetClasses });
  expect(exported.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
  const script = join(folder, `${name.slice(0, 12).replace(/[^a-z]+/gi, '-')}.py`);
  writeFileSync(script, exported.code);
  const printed = execFileSync(PYTHON, [script, dataFolder], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const python = JSON.parse(printed) as SharedReport;

  const bars = Object.fromEntries(
    strategy.portfolio.symbols.map((symbol) => [
      symbol,
      engineBars(join(dataFolder, `${symbol}.csv`), {
        ...strategy,
        generalSetting: { ...strategy.generalSetting, tickerSymbol: symbol },
      }),
    ]),
  );
  const others: Record<string, OtherSeries[string]> = {};
  for (const [symbol, assetClass] of Object.entries(assetClasses)) {
    const own = { ...strategy, generalSetting: { ...strategy.generalSetting, tickerSymbol: symbol } };
    others[symbol] = { bars: engineBars(join(dataFolder, `${symbol}.csv`), own), assetClass };
  }
  const engine = runPortfolio(strategy, bars, { others });
  if (!engine.ok) throw new Error(JSON.stringify(engine.diagnostics));
  if (!('closed_trades' in engine.results)) throw new Error('a shared run answers one account');
  const results: SharedPortfolioResults = engine.results;
  const trades = results.closed_trades;
  expect(trades.length).toBeGreaterThan(10);
  expect(
    python.closed_trades.map(
      (trade) => `${trade.ticker} ${trade.type} ${trade.entry_date} ${trade.exit_date} ${trade.exit_reason}`,
    ),
  ).toEqual(
    trades.map(
      (trade) => `${trade.ticker} ${trade.type} ${trade.entry_date} ${trade.exit_date} ${trade.exit_reason}`,
    ),
  );
  trades.forEach((trade, index) => {
    const mine = python.closed_trades[index] as ClosedTrade;
    for (const key of ['entry_price', 'exit_price', 'size', 'pnl'] as const) {
      expect(close(mine[key], trade[key]), `trade ${index} ${key}: ${mine[key]} vs ${trade[key]}`).toBe(true);
    }
  });
  // The same keys as stratblocks backtest --json (the chart aside), each figure as the engine's.
  expect(Object.keys(python).sort()).toEqual([
    'closed_trades',
    'dates',
    'equity',
    'performance_metrics',
    'portfolio',
  ]);
  const engineMetrics = results.performance_metrics as unknown as Record<string, unknown>;
  expect(Object.keys(python.performance_metrics).sort()).toEqual(Object.keys(engineMetrics).sort());
  for (const [key, value] of Object.entries(engineMetrics))
    expect(
      sameFigure(python.performance_metrics[key], value),
      `${key}: ${python.performance_metrics[key]} vs ${String(value)}`,
    ).toBe(true);
  expect(python.portfolio.mode).toBe('shared');
  expect(python.portfolio.symbols.map((row) => row.ticker)).toEqual(
    results.portfolio.symbols.map((row) => row.ticker),
  );
  results.portfolio.symbols.forEach((row, index) => {
    const mine = python.portfolio.symbols[index] as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(row))
      expect(
        sameFigure(mine[key], value),
        `${row.ticker} ${key}: ${String(mine[key])} vs ${String(value)}`,
      ).toBe(true);
  });
  expect(python.dates).toEqual(results.chart_data.dates);
  expect(python.equity.length).toBe(python.dates.length);
  expect(close(python.equity.at(-1) ?? Number.NaN, results.performance_metrics.final_nav)).toBe(true);
  return trades;
}
