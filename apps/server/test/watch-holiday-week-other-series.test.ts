import { WatchSchema } from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessScheduler } from '../src/infra/check-scheduler';
import { call, signUp } from './api';
import { BarFeed, watchedStrategyConfig, weekdays } from './bar-feed';
import { engineDecisions } from './engine-decisions';
import { startTestServer, TestClock, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const EMAIL = 'weekly-watcher@example.com';
const START = '2023-06-01';
const SAVED_END = '2024-03-01';
// Around Good Friday 2024 (March 29, no session): the week of March 25 has no Friday bar, so its
// weekly bar completes at the close of Monday April 1 (docs/engine.md#complete-bars).
const DAYS = weekdays('2024-03-04', '2024-05-31');
const LAST_DAY = DAYS[DAYS.length - 1] ?? '';
const checkTime = (day: string) => `${day}T22:30:00.000Z`;

const weeklySma = (period: number, symbol?: string) => ({
  name: 'SMA',
  type: 'comparable',
  properties: { period, timeframe: '1W', ...(symbol ? { symbol } : {}) },
});
const close = (symbol?: string) => ({
  name: 'Close',
  type: 'comparable',
  properties: { value: -1, ...(symbol ? { symbol } : {}) },
});

/**
 * SPY in when its close crosses above its 2-week SMA while QQQ closes above its 10-week SMA, out
 * when SPY crosses back below: weekly values of the traded symbol and of another one.
 */
function weeklyStrategy(endDate: string) {
  const base = watchedStrategyConfig(START, endDate);
  return {
    ...base,
    entryLogic: {
      long: {
        elements: [
          close(),
          { name: 'Cross Above', type: 'compare-operator' },
          weeklySma(2),
          { name: 'And', type: 'boolean-operator' },
          close('QQQ'),
          { name: '>', type: 'compare-operator' },
          weeklySma(10, 'QQQ'),
        ],
      },
      short: null,
    },
    exitLogic: {
      exit_long: {
        elements: [close(), { name: 'Cross Below', type: 'compare-operator' }, weeklySma(2)],
      },
      exit_short: null,
    },
  };
}

describe('a watch on weekly values of two symbols, checked one bar at a time across a holiday week', () => {
  const clock = new TestClock('2024-03-04T12:00:00.000Z');
  const feed = new BarFeed(SAVED_END);
  let smtp: SmtpSink;
  let server: TestServer;
  let app: FastifyInstance;
  let scheduler: InProcessScheduler;
  let userId: number;
  let watchId: number;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    scheduler = new InProcessScheduler(clock);
    server = await startTestServer(
      { MARKET_DATA_PROVIDER: 'yahoo', SMTP_URL: smtp.url },
      { clock, yahooClient: feed, checkScheduler: scheduler },
    );
    app = server.app;
    const token = await signUp(app, smtp, EMAIL);
    const saved = await call(
      app,
      'POST',
      '/api/strategies',
      { name: 'SPY weekly cross while QQQ trends', strategy_config: weeklyStrategy(SAVED_END) },
      { token },
    );
    expect(saved.statusCode).toBe(201);
    const created = await call(
      app,
      'POST',
      '/api/watches',
      { strategy_id: saved.json<{ id: number }>().id },
      { token },
    );
    expect(created.statusCode).toBe(201);
    watchId = WatchSchema.parse(created.json()).id;
    userId = (await call(app, 'GET', '/api/auth/me', undefined, { token })).json<{ id: number }>().id;
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await server.close();
    await smtp.close();
  });

  it('makes on each day the alerts a later backtest decides on that day, and no others', async () => {
    const alerts = async () => (await app.services.watches.detail(userId, String(watchId))).alerts;
    const madeOn = new Map<string, string[]>();
    for (const day of DAYS) {
      feed.releasedThrough = day;
      clock.set(checkTime(day));
      const before = new Set((await alerts()).map((alert) => alert.id));
      await scheduler.tick();
      madeOn.set(
        day,
        (await alerts())
          .filter((alert) => !before.has(alert.id))
          .map((alert) => `${alert.kind}-${alert.side}-${alert.timing}:${alert.symbol}`)
          .sort(),
      );
    }
    const expected = engineDecisions(weeklyStrategy(LAST_DAY), 'SPY', START, LAST_DAY, ['QQQ']);
    for (const day of DAYS) {
      expect([day, madeOn.get(day) ?? []]).toEqual([day, [...(expected.get(day) ?? [])].sort()]);
    }
    // The exit decided at Tuesday April 2's close, on SPY's 2-week SMA including the week that
    // Monday April 1 completed: the case the holiday makes.
    expect(madeOn.get('2024-04-02')).toEqual(['exit-long-next_open:SPY']);
    // Good Friday itself brings no bar: its check decides nothing.
    expect(madeOn.get('2024-03-29')).toEqual([]);
  }, 240_000);
});
