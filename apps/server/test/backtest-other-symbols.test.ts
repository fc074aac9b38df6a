import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BacktestResultsSchema,
  RunRequestSchema,
  SharedPortfolioResultsSchema,
  StreamReader,
  type RunRequestInput,
} from '@stratblocks/contracts';
import { runBacktest, runPortfolio, type OtherSeries } from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import { WorkerPool } from '../src/backtests/pool';
import { call } from './api';
import { startTestServer, type TestServer } from './helpers';

const START = '2018-01-01';
const END = '2023-12-31';

const SMA_CROSS = [
  { name: 'SMA', properties: { period: 20 } },
  { name: 'Cross Above' },
  { name: 'SMA', properties: { period: 50 } },
];

/** "QQQ SMA cross while SPY is above its 200-day SMA", exits when the weekly close falls below its 10-week SMA. */
const body: RunRequestInput = {
  generalSetting: { tickerSymbol: 'QQQ', startDate: START, endDate: END },
  entryLogic: {
    long: {
      elements: [
        ...SMA_CROSS,
        { name: 'And' },
        { name: 'Close', properties: { symbol: 'SPY' } },
        { name: '>' },
        { name: 'SMA', properties: { period: 200, symbol: 'SPY' } },
      ],
    },
    short: null,
  },
  exitLogic: {
    exit_long: {
      elements: [
        { name: 'Close', properties: { timeframe: '1W' } },
        { name: 'Cross Below' },
        { name: 'SMA', properties: { period: 10, timeframe: '1W' } },
      ],
    },
    exit_short: null,
  },
};

let server: TestServer;
const pool = new WorkerPool({ size: 1 });
const data = new BundledMarketData();

beforeAll(async () => {
  server = await startTestServer({}, { runner: pool, bundledData: data });
});
afterAll(async () => {
  await server.close();
  await pool.close();
});

const spy: OtherSeries = { SPY: { bars: data.range('SPY', '1d', START, END), assetClass: 'US Stocks' } };

/** The body with the long entry's first element given these properties. */
function withFirst(
  properties: Record<string, unknown>,
  general: Record<string, unknown> = {},
): RunRequestInput {
  return {
    ...body,
    generalSetting: { ...body.generalSetting, ...general },
    entryLogic: {
      long: {
        elements: [
          { name: 'SMA', properties: { period: 20, ...properties } },
          { name: '>' },
          { name: 'Number', properties: { value: 1 } },
        ],
      },
      short: null,
    },
  };
}

describe('blocks reading other symbols and timeframes through the API', () => {
  it("loads the other symbol and gives the engine's trades", async () => {
    const response = await call(server.app, 'POST', '/api/execute-strategy', body);
    expect(response.statusCode).toBe(200);
    const results = BacktestResultsSchema.parse(response.json());
    const direct = runBacktest(RunRequestSchema.parse(body), data.range('QQQ', '1d', START, END), {
      others: spy,
    });
    if (!direct.ok) throw new Error(direct.diagnostics[0]?.message);
    expect(results.closed_trades.length).toBeGreaterThan(2);
    expect(JSON.parse(JSON.stringify(results.closed_trades))).toEqual(
      JSON.parse(JSON.stringify(direct.results.closed_trades)),
    );
    // Without SPY's filter the same strategy trades more often: the filter did act.
    const unfiltered = runBacktest(
      RunRequestSchema.parse({ ...body, entryLogic: { long: { elements: SMA_CROSS }, short: null } }),
      data.range('QQQ', '1d', START, END),
    );
    if (!unfiltered.ok) throw new Error(unfiltered.diagnostics[0]?.message);
    expect(unfiltered.results.closed_trades.length).toBeGreaterThan(results.closed_trades.length);
  });

  it('names the other series it loaded in the run log', async () => {
    const response = await call(server.app, 'POST', '/api/backtest/stream', body);
    expect(response.statusCode).toBe(200);
    const reader = new StreamReader();
    reader.push(response.body);
    reader.end();
    expect(reader.state.logs.slice(0, 2)).toEqual([
      'Data: QQQ from the bundled dataset',
      'Data: SPY from the bundled dataset',
    ]);
    // The engine's header says which bars of SPY it read, and for which block.
    const spyBars = data.range('SPY', '1d', START, END);
    expect(reader.state.logs).toContain(
      `Loaded SPY (daily, ${spyBars.times[0]} to ${spyBars.times.at(-1)}, ${spyBars.times.length.toLocaleString('en-US')} bars) for Entry long, element 5 (Close)`,
    );
  });

  it("carries the lines of SPY's blocks and the weekly ones for the price chart", async () => {
    const response = await call(server.app, 'POST', '/api/execute-strategy', body);
    expect(response.statusCode).toBe(200);
    const chart = BacktestResultsSchema.parse(response.json()).chart_data;
    expect(chart.source_lines?.map((line) => line.label)).toEqual([
      'Close · SPY',
      'SMA(200) · SPY',
      'Close · 1W',
      'SMA(10) · 1W',
    ]);
    for (const line of chart.source_lines ?? []) expect(line.values).toHaveLength(chart.dates.length);
    // SPY's close as of QQQ's closes: the same trading days, so each day's own close.
    const closeBySpyDate = new Map(
      data.range('SPY', '1d', START, END).times.map((date, index) => [date, index]),
    );
    const spyCloses = data.range('SPY', '1d', START, END).close;
    const spyLine = chart.source_lines?.[0]?.values ?? [];
    chart.dates.forEach((date, index) => {
      const at = closeBySpyDate.get(date);
      if (at !== undefined) expect(spyLine[index]).toBe(spyCloses[at]);
    });
    // SMA(200) of SPY warms up over SPY's first 199 bars of the window.
    expect(chart.source_lines?.[1]?.values.slice(0, 199).every((value) => value === null)).toBe(true);
    expect(chart.source_lines?.[1]?.values[199]).toEqual(expect.any(Number));
  });

  it('runs a portfolio whose regime filter reads another symbol', async () => {
    const portfolioBody = { ...body, portfolio: { symbols: ['XLK', 'XLF'] } };
    const response = await call(server.app, 'POST', '/api/execute-strategy', portfolioBody);
    expect(response.statusCode).toBe(200);
    const results = SharedPortfolioResultsSchema.parse(response.json());
    const request = RunRequestSchema.parse(portfolioBody);
    const direct = runPortfolio(
      { ...request, portfolio: { symbols: ['XLK', 'XLF'] } },
      { XLK: data.range('XLK', '1d', START, END), XLF: data.range('XLF', '1d', START, END) },
      { others: spy },
    );
    if (!direct.ok || !('closed_trades' in direct.results)) throw new Error('the engine should run it');
    expect(results.closed_trades.length).toBeGreaterThan(2);
    expect(JSON.parse(JSON.stringify(results.closed_trades))).toEqual(
      JSON.parse(JSON.stringify(direct.results.closed_trades)),
    );
  });

  it.each([
    [withFirst({ symbol: 'XYZ' }), 'Entry long, element 1 (SMA): symbol "XYZ" is not in the market data'],
    [
      withFirst({ symbol: 'BTC-USD' }, { startDate: '2010-01-04', endDate: '2012-12-31' }),
      'Entry long, element 1 (SMA): symbol "BTC-USD" has no bars in the window',
    ],
    [
      withFirst(
        { timeframe: '1W' },
        { tickerSymbol: 'SPY', timeInterval: '1 Hour', startDate: '2020-01-02', endDate: '2020-03-31' },
      ),
      'Entry long, element 1 (SMA): timeframe "1W" is not allowed on 1 Hour runs (1 Hour runs may read 1D)',
    ],
    [withFirst({ timeframe: '4H' }), 'timeframe must be one of 1D, 1W, 1M, got "4H"'],
    [withFirst({ symbol: 'S P Y' }), 'symbol must be a market data symbol'],
  ])('refuses %#: 422 naming the block and the value', async (refused, detail) => {
    for (const path of ['/api/execute-strategy', '/api/backtest/stream']) {
      const response = await call(server.app, 'POST', path, refused);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ detail: string }>().detail).toContain(detail);
    }
  });
});
