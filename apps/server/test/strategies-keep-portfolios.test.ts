import { StrategyPageSchema, StrategySchema } from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

let server: TestServer;
let smtp: SmtpSink;
let token: string;

const portfolio = {
  symbols: ['XLK', 'XLF', 'XLE'],
  mode: 'shared',
  rankBy: {
    element: { name: 'Price Change %', type: 'comparable', properties: { period: 20 } },
    order: 'highest',
  },
};
const breakdown = {
  mode: 'shared',
  symbols: [
    { ticker: 'XLK', trades: 3, win_rate: 66.67, net_pnl: 420.5, contribution: 4.205, exposure: 31.2 },
  ],
};

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url });
  token = await signUp(server.app, smtp, 'carol@example.com');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('a saved portfolio strategy', () => {
  it('keeps its portfolio and its results breakdown, and reads them back', async () => {
    const created = await call(
      server.app,
      'POST',
      '/api/strategies',
      {
        name: 'Sector rotation',
        strategy_config: { schemaVersion: 1, generalSetting: { tickerSymbol: 'XLK' }, portfolio },
        backtest_results: {
          chart_data: { dates: ['2021-01-04'] },
          performance_metrics: { total_return: 4.2 },
          closed_trades: [],
          portfolio: breakdown,
        },
      },
      { token },
    );
    expect(created.statusCode).toBe(201);
    const { id } = StrategySchema.parse(created.json());
    const read = StrategySchema.parse(
      (await call(server.app, 'GET', `/api/strategies/${id}`, undefined, { token })).json(),
    );
    expect(read.strategy_config.portfolio).toEqual(portfolio);
    expect(read.backtest_results?.portfolio).toEqual(breakdown);
  });

  it('refuses a saved portfolio of one symbol', async () => {
    const response = await call(
      server.app,
      'POST',
      '/api/strategies',
      { name: 'One', strategy_config: { schemaVersion: 1, portfolio: { symbols: ['XLK'] } } },
      { token },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toContain('2 to 50 symbols');
  });

  it('lists as a portfolio with its figures: a shared run’s own, a scan’s average (also for a summary stored before)', async () => {
    const scanRow = {
      sharpe_ratio: 1,
      max_drawdown: -4,
      win_rate: 50,
      total_trades: 8,
      buy_and_hold_return: 2,
    };
    const scan = await call(
      server.app,
      'POST',
      '/api/strategies',
      {
        name: 'Scan',
        strategy_config: {
          schemaVersion: 1,
          portfolio: { symbols: ['AAPL', 'MSFT', 'NVDA', 'AMZN'], mode: 'separate' },
        },
        backtest_results: {
          portfolio: {
            mode: 'separate',
            rows: [{ ticker: 'AAPL', total_return: 6, ...scanRow }],
            average: { ...scanRow, total_return: 7.5, win_rate: 45 },
            median: { ...scanRow, total_return: 6 },
          },
        },
      },
      { token },
    );
    expect(scan.statusCode).toBe(201);
    const scanId = StrategySchema.parse(scan.json()).id;
    // A summary written before portfolios were summarised: derived again from the document.
    await server.database.db
      .updateTable('strategies')
      .set({ summary: JSON.stringify({ has_config: false, has_results: false, metrics: null }) })
      .where('id', '=', scanId)
      .execute();
    const page = StrategyPageSchema.parse(
      (await call(server.app, 'GET', '/api/strategies', undefined, { token })).json(),
    );
    const byName = new Map(page.items.map((item) => [item.name, item]));
    expect(byName.get('Sector rotation')).toMatchObject({
      has_results: true,
      portfolio: { symbols: 3, mode: 'shared' },
      metrics: { total_return: 4.2 },
    });
    expect(byName.get('Scan')).toMatchObject({
      has_results: true,
      portfolio: { symbols: 4, mode: 'separate' },
      metrics: { total_return: 7.5, win_rate: 45, total_trades: 8, cumulative_return: null },
    });
  });
});
