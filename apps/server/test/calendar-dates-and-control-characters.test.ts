import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

let server: TestServer;
let smtp: SmtpSink;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url });
  token = await signUp(server.app, smtp, 'plain-text@example.com');
}, 60_000);
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const SMA = (period: number) => ({ name: 'SMA', type: 'comparable', properties: { period } });
const runBody = (startDate: string, endDate = '2021-06-30') => ({
  generalSetting: { tickerSymbol: 'SPY', startDate, endDate },
  entryLogic: { long: { elements: [SMA(5), { name: '>', type: 'compare-operator' }, SMA(20)] }, short: null },
  exitLogic: { exit_long: { elements: [SMA(5), { name: '<', type: 'compare-operator' }, SMA(20)] } },
});
const strategyConfig = (startDate = '2021-01-01') => ({
  schemaVersion: 1,
  generalSetting: { tickerSymbol: 'SPY', startDate, endDate: '2021-06-30' },
  entryLogic: { long: { id: 1 }, short: null },
  entryLogicRows: [
    { id: 1, elements: [SMA(5), { name: '>', type: 'compare-operator' }, SMA(20)], dropped: true },
  ],
});
const detailOf = (response: { json: () => unknown }) => (response.json() as { detail: string }).detail;

describe('dates are days that exist', () => {
  it.each(['2024-02-30', '2023-02-29', '2024-04-31', '2021-13-01', '2021-00-10'])(
    'refuses a run from %s with 422 naming the date',
    async (date) => {
      const response = await call(server.app, 'POST', '/api/backtest/run', runBody(date), { token });
      expect(response.statusCode).toBe(422);
      expect(detailOf(response)).toContain(`${date} is not a calendar date`);
    },
  );

  it('runs from a leap day that exists', async () => {
    const response = await call(
      server.app,
      'POST',
      '/api/backtest/run',
      runBody('2020-02-29', '2020-12-31'),
      {
        token,
      },
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses an impossible end date in a saved strategy and in a bars query', async () => {
    const saved = await call(
      server.app,
      'POST',
      '/api/strategies',
      { name: 'Leap', strategy_config: strategyConfig('2023-02-29') },
      { token },
    );
    expect(saved.statusCode).toBe(422);
    expect(detailOf(saved)).toContain('2023-02-29 is not a calendar date');
    const bars = await call(server.app, 'GET', '/api/market/bars?symbol=SPY&start=2024-04-31', undefined, {
      token,
    });
    expect(bars.statusCode).toBe(422);
    expect(detailOf(bars)).toContain('2024-04-31 is not a calendar date');
  });
});

describe('names and descriptions hold no control characters', () => {
  it.each([
    ['a line feed', 'Golden\nCross'],
    ['a carriage return and line feed', 'Golden\r\nBcc: someone@example.com'],
    ['a tab', 'Golden\tCross'],
    ['an escape sequence', 'Golden \u001b[31mCross'],
    ['a NUL', 'Golden\u0000Cross'],
    ['a C1 next-line', 'Golden\u0085Cross'],
    ['a Unicode line separator', 'Golden\u2028Cross'],
  ])('refuses a strategy name with %s, on create and on rename', async (_what, name) => {
    const created = await call(
      server.app,
      'POST',
      '/api/strategies',
      { name, strategy_config: strategyConfig() },
      { token },
    );
    expect(created.statusCode).toBe(422);
    expect(detailOf(created)).toContain('Name may not hold control characters');

    const kept = await call(
      server.app,
      'POST',
      '/api/strategies',
      { name: 'Golden Cross', strategy_config: strategyConfig() },
      { token },
    );
    expect(kept.statusCode).toBe(201);
    const id = kept.json<{ id: number }>().id;
    const renamed = await call(
      server.app,
      'PUT',
      `/api/strategies/${id}`,
      { name, strategy_config: strategyConfig() },
      { token },
    );
    expect(renamed.statusCode).toBe(422);
    expect(detailOf(renamed)).toContain('Name may not hold control characters');
    await call(server.app, 'DELETE', `/api/strategies/${id}`, undefined, { token });
  });

  it('keeps line breaks and tabs in a description, and refuses other control characters there', async () => {
    const described = await call(
      server.app,
      'POST',
      '/api/strategies',
      {
        name: 'Described',
        description: 'Line one\r\nLine two\n\tindented',
        strategy_config: strategyConfig(),
      },
      { token },
    );
    expect(described.statusCode).toBe(201);
    expect(described.json<{ description: string }>().description).toBe('Line one\r\nLine two\n\tindented');

    const escaped = await call(
      server.app,
      'POST',
      '/api/strategies',
      { name: 'Escaped', description: 'Bell \u0007 and escape \u001b', strategy_config: strategyConfig() },
      { token },
    );
    expect(escaped.statusCode).toBe(422);
    expect(detailOf(escaped)).toContain(
      'Description may not hold control characters other than line breaks and tabs',
    );
  });

  it('refuses them in a watchlist name, a username and an input name', async () => {
    const watchlist = await call(
      server.app,
      'POST',
      '/api/watchlists',
      { name: 'Tech\nstocks', symbols: ['SPY'] },
      { token },
    );
    expect(watchlist.statusCode).toBe(422);
    expect(detailOf(watchlist)).toContain('A watchlist name may not hold control characters');

    const renamedWatchlist = await call(
      server.app,
      'POST',
      '/api/watchlists',
      { name: 'Tech', symbols: ['SPY'] },
      { token },
    );
    expect(renamedWatchlist.statusCode).toBe(201);
    const patch = await call(
      server.app,
      'PATCH',
      `/api/watchlists/${renamedWatchlist.json<{ id: number }>().id}`,
      { name: 'Tech\u2029stocks' },
      { token },
    );
    expect(patch.statusCode).toBe(422);

    const username = await call(server.app, 'PATCH', '/api/auth/me', { username: 'eve\r\nadmin' }, { token });
    expect(username.statusCode).toBe(422);
    expect(detailOf(username)).toContain('Username may not hold control characters');

    const input = await call(
      server.app,
      'POST',
      '/api/strategies',
      {
        name: 'With input',
        strategy_config: { ...strategyConfig(), inputs: [{ name: 'fast\nperiod', value: 5 }] },
      },
      { token },
    );
    expect(input.statusCode).toBe(422);
    expect(detailOf(input)).toContain('An input name may not hold control characters');
  });
});
