import {
  BarsResponseSchema,
  SymbolSearchResponseSchema,
  type BarsResponse,
  type SymbolSearchResult,
} from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailOf } from './market-helpers';
import { call } from './api';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function search(query: string): Promise<SymbolSearchResult[]> {
  const response = await call(server.app, 'GET', `/api/market/symbols?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return SymbolSearchResponseSchema.parse(response.json());
}

async function bars(query: string): Promise<BarsResponse> {
  const response = await call(server.app, 'GET', `/api/market/bars?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return BarsResponseSchema.parse(response.json());
}

describe('GET /api/market/symbols', () => {
  it('puts ticker prefix matches first (shortest first), then names containing the text', async () => {
    const results = await search('q=sp');
    const symbols = results.map((result) => result.symbol);
    expect(symbols.slice(0, 2)).toEqual(['SPY', 'SPGI']);
    // "SPDR Dow Jones Industrial Average ETF" and "SPDR Gold Shares" match by name, after the tickers.
    expect(symbols).toEqual(expect.arrayContaining(['DIA', 'GLD']));
    expect(symbols.indexOf('DIA')).toBeGreaterThan(symbols.indexOf('SPGI'));
    expect(results[0]).toEqual({
      symbol: 'SPY',
      name: 'SPDR S&P 500 ETF Trust',
      assetClass: 'US Stocks',
      intervals: ['1d', '1h'],
      first: '2005-01-03',
      last: '2025-12-31',
      source: 'bundled',
    });
  });

  it('finds a symbol by its name, case-insensitively', async () => {
    const results = await search('q=APPLE');
    expect(results.map((result) => result.symbol)).toEqual(['AAPL']);
    const byWord = await search('q=bitcoin');
    expect(byWord.map((result) => result.symbol)).toEqual(['BTC-USD']);
  });

  it('matches the other forms of a ticker: EURUSD finds EURUSD=X, GSPC finds ^GSPC, BTC finds BTC-USD', async () => {
    expect((await search('q=EURUSD'))[0]?.symbol).toBe('EURUSD=X');
    expect((await search('q=gspc'))[0]?.symbol).toBe('^GSPC');
    expect((await search('q=btc'))[0]?.symbol).toBe('BTC-USD');
    expect((await search('q=BRK.B'))[0]?.symbol).toBe('BRK-B');
  });

  it('filters by asset class', async () => {
    const crypto = await search('assetClass=Cryptocurrency');
    expect(crypto.map((result) => result.symbol)).toEqual(['BTC-USD', 'ETH-USD']);
    const forex = await search(`q=usd&assetClass=${encodeURIComponent('Forex')}`);
    expect(forex.map((result) => result.symbol).sort()).toEqual(['EURUSD=X', 'GBPUSD=X', 'USDJPY=X']);
    const stocks = await search(`q=btc&assetClass=${encodeURIComponent('US Stocks')}`);
    expect(stocks).toEqual([]);
  });

  it('answers at most 20 results', async () => {
    expect(await search('')).toHaveLength(20);
    const many = await search('q=a');
    expect(many).toHaveLength(20);
    // Prefix matches come before name matches even when the list is cut.
    expect(many.slice(0, 5).every((result) => result.symbol.startsWith('A'))).toBe(true);
  });

  it('refuses an unknown asset class with 422 and a bad token with 401', async () => {
    const bad = await call(server.app, 'GET', '/api/market/symbols?q=a&assetClass=Bonds');
    expect(bad.statusCode).toBe(422);
    expect(detailOf(bad)).toContain('assetClass');
    const token = await call(server.app, 'GET', '/api/market/symbols?q=a', undefined, { token: 'not-a-jwt' });
    expect(token.statusCode).toBe(401);
  });
});

describe('GET /api/market/bars', () => {
  it('answers daily bars between start and end, inclusive', async () => {
    const answer = await bars('symbol=spy&start=2024-01-01&end=2024-01-31');
    expect(answer).toMatchObject({
      symbol: 'SPY',
      name: 'SPDR S&P 500 ETF Trust',
      assetClass: 'US Stocks',
      interval: '1d',
      source: 'bundled',
      notes: ['Data: SPY from the bundled dataset'],
    });
    expect(answer.bars).toHaveLength(21);
    expect(answer.bars[0]).toEqual({
      time: '2024-01-02',
      open: 459.514,
      high: 460.984,
      low: 457.889,
      close: 459.991,
      volume: 123623700,
    });
    expect(answer.bars.at(-1)?.time).toBe('2024-01-31');
  });

  it('resamples weekly bars from daily, weeks ending Friday, labelled by their last trading date', async () => {
    const answer = await bars('symbol=SPY&interval=1w&start=2024-01-01&end=2024-01-31');
    expect(answer.bars.map((bar) => bar.time)).toEqual([
      '2024-01-05',
      '2024-01-12',
      '2024-01-19',
      '2024-01-26',
      '2024-01-31',
    ]);
    // Worked out from 1d/SPY.csv for 2024-01-08..2024-01-12.
    expect(answer.bars[1]).toEqual({
      time: '2024-01-12',
      open: 455.884,
      high: 465.782,
      low: 455.758,
      close: 463.913,
      volume: 344088200,
    });
  });

  it('puts weekend crypto bars in the following Friday’s week', async () => {
    const answer = await bars('symbol=BTC-USD&interval=1w&start=2024-01-06&end=2024-01-12');
    // Saturday 2024-01-06 .. Friday 2024-01-12: seven daily bars, one week.
    expect(answer.bars).toEqual([
      { time: '2024-01-12', open: 44179, high: 48969.4, low: 41903.8, close: 42853.2, volume: 257271607085 },
    ]);
  });

  it('resamples monthly bars by calendar month', async () => {
    const answer = await bars('symbol=SPY&interval=1mo&start=2024-01-01&end=2024-12-31');
    expect(answer.interval).toBe('1mo');
    expect(answer.bars.map((bar) => bar.time)).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-28',
      '2024-04-30',
      '2024-05-31',
      '2024-06-28',
      '2024-07-31',
      '2024-08-30',
      '2024-09-30',
      '2024-10-31',
      '2024-11-29',
      '2024-12-31',
    ]);
    expect(answer.bars[0]).toMatchObject({ open: 459.514, close: 469.947 });
  });

  it('answers hourly SPY bars with their New York offsets', async () => {
    const answer = await bars('symbol=SPY&interval=1h&start=2020-03-16&end=2020-03-16');
    expect(answer.bars).toHaveLength(7);
    expect(answer.bars[0]).toEqual({
      time: '2020-03-16T09:30:00-04:00',
      open: 240.78,
      high: 247.79,
      low: 237.37,
      close: 245.59,
      volume: 18632261,
    });
    expect(answer.bars.at(-1)?.time).toBe('2020-03-16T15:00:00-04:00');
  });

  it('answers 404 for an unknown symbol, naming close matches', async () => {
    const response = await call(server.app, 'GET', '/api/market/bars?symbol=SPYY');
    expect(response.statusCode).toBe(404);
    expect(detailOf(response)).toMatch(/^Unknown symbol "SPYY"\. Did you mean .*SPY/);
  });

  it('answers 422 for a range with no data, naming the span that exists', async () => {
    const response = await call(
      server.app,
      'GET',
      '/api/market/bars?symbol=SPY&start=2030-01-01&end=2030-12-31',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail:
        'SPY has no daily bars from 2030-01-01 to 2030-12-31: SPY has daily data from 2005-01-03 to 2025-12-31',
    });
    const hourly = await call(server.app, 'GET', '/api/market/bars?symbol=SPY&interval=1h&start=2024-01-01');
    expect(hourly.statusCode).toBe(422);
    expect(hourly.json()).toEqual({
      detail: 'SPY has no hourly bars from 2024-01-01 on: SPY has hourly data from 2010-01-04 to 2021-03-31',
    });
  });

  it('answers 422 for an interval a symbol does not have, naming the one it has', async () => {
    const response = await call(server.app, 'GET', '/api/market/bars?symbol=AAPL&interval=1h');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'AAPL has no hourly data (it has daily data from 2005-01-03 to 2025-12-31)',
    });
  });

  it('refuses bad parameters with 422', async () => {
    for (const query of [
      'symbol=SPY&interval=5m',
      'symbol=SPY&start=2024-13-01',
      'symbol=SPY&start=01/02/2024',
      'interval=1d',
      'symbol=SPY&start=2024-02-01&end=2024-01-01',
    ]) {
      const response = await call(server.app, 'GET', `/api/market/bars?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(detailOf(response), query).not.toBe('');
    }
  });

  it('serves the whole series when no dates are given', async () => {
    const answer = await bars('symbol=ETH-USD');
    expect(answer.bars[0]?.time).toBe('2017-11-09');
    expect(answer.bars.at(-1)?.time).toBe('2025-12-31');
    expect(answer.bars).toHaveLength(2975);
  });
});

describe('GET /api/docs', () => {
  it('documents the market routes', async () => {
    const response = await call(server.app, 'GET', '/api/docs');
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/market/symbols',
        '/api/market/bars',
        '/api/market/upload',
        '/api/market/uploads/{symbol}',
      ]),
    );
  });
});
