import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PortfolioBreakdownSchema,
  RunRequestSchema,
  ScanResultsSchema,
  SharedPortfolioResultsSchema,
  StreamReader,
  type RunRequestInput,
} from '@stratblocks/contracts';
import { runPortfolio, type BarSeries } from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import { z } from 'zod';
import { WorkerPool } from '../src/backtests/pool';
import { call } from './api';
import { startTestServer, type TestServer } from './helpers';

const cross = (operator: string) => ({
  elements: [
    { name: 'SMA', properties: { period: 20 } },
    { name: operator },
    { name: 'SMA', properties: { period: 50 } },
  ],
});
const portfolio = {
  symbols: ['XLK', 'XLF', 'XLE'],
  rankBy: {
    element: { name: 'Price Change %', type: 'comparable' as const, properties: { period: 20 } },
    order: 'highest' as const,
  },
};
const body: RunRequestInput = {
  generalSetting: { tickerSymbol: 'SPY', startDate: '2018-01-01', endDate: '2023-12-31' },
  entryLogic: { long: cross('Cross Above'), short: null },
  exitLogic: { exit_long: cross('Cross Below'), exit_short: null },
  riskSetting: { maxOpenTrades: 2 },
  portfolio,
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

function readStream(text: string) {
  const reader = new StreamReader();
  reader.push(text);
  reader.end();
  return reader.state;
}

function windowBars(symbol: string): BarSeries {
  return data.range(symbol, '1d', '2018-01-01', '2023-12-31');
}

describe('portfolio runs through the API', () => {
  it('streams the shared run with the per-symbol breakdown as its own part, as the engine runs it', async () => {
    const response = await call(server.app, 'POST', '/api/backtest/stream', body);
    expect(response.statusCode).toBe(200);
    const { logs, parts } = readStream(response.body);
    expect(logs.some((line) => line.startsWith('Backtesting a portfolio of 3 symbols'))).toBe(true);
    const breakdown = PortfolioBreakdownSchema.parse(JSON.parse(parts.portfolio ?? 'null'));
    const trades = z.array(z.looseObject({ ticker: z.string() })).parse(JSON.parse(parts.trades ?? 'null'));

    const request = RunRequestSchema.parse(body);
    const bars = Object.fromEntries(portfolio.symbols.map((symbol) => [symbol, windowBars(symbol)]));
    const direct = runPortfolio({ ...request, portfolio: request.portfolio ?? portfolio }, bars);
    if (!direct.ok || !('closed_trades' in direct.results)) throw new Error('the engine should run it');
    expect(trades).toEqual(JSON.parse(JSON.stringify(direct.results.closed_trades)));
    expect(breakdown).toEqual(JSON.parse(JSON.stringify(direct.results.portfolio)));
    expect(new Set(trades.map((trade) => trade.ticker)).size).toBeGreaterThan(1);
  });

  it('answers the JSON run with the breakdown kept in the results', async () => {
    const response = await call(server.app, 'POST', '/api/execute-strategy', body);
    expect(response.statusCode).toBe(200);
    const results = SharedPortfolioResultsSchema.parse(response.json());
    expect(results.portfolio.mode).toBe('shared');
    expect(results.chart_data.ticker).toBe('Portfolio');
  });

  it('answers a scan with one row per symbol and the average and median', async () => {
    const response = await call(server.app, 'POST', '/api/execute-strategy', {
      ...body,
      portfolio: { ...portfolio, mode: 'separate' },
    });
    expect(response.statusCode).toBe(200);
    const breakdown = ScanResultsSchema.parse(response.json()).portfolio;
    if (breakdown.mode !== 'separate') throw new Error('a scan');
    expect(breakdown.rows.map((row) => row.ticker)).toEqual(['XLK', 'XLF', 'XLE']);
  });

  it.each([
    [{ symbols: ['XLK', 'NOPE'] }, /NOPE/],
    [{ symbols: ['XLK', 'BTC-USD'] }, /BTC-USD is Cryptocurrency, not US Stocks/],
    [
      { symbols: ['XLK', 'XLF'], rankBy: { element: { name: 'Blorp' }, order: 'highest' } },
      /Rank by: unknown block "Blorp"/,
    ],
    [
      { symbols: ['XLK', 'XLF'], rankBy: { element: { name: 'Stop Loss %' }, order: 'highest' } },
      /Stop Loss % is not a value block/,
    ],
    [{ symbols: ['XLK'] }, /2 to 50 symbols/],
  ])('refuses %j with a 422 naming the problem', async (bad, message) => {
    const response = await call(server.app, 'POST', '/api/backtest/stream', { ...body, portfolio: bad });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toMatch(message);
  });
});
