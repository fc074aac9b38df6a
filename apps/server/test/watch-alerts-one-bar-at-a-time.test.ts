import {
  NotificationListSchema,
  TokenResponseSchema,
  WatchDetailSchema,
  WatchSchema,
} from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessScheduler } from '../src/infra/check-scheduler';
import { call, signUp } from './api';
import { BarFeed, watchedStrategyConfig, weekdays } from './bar-feed';
import { engineDecisions } from './engine-decisions';
import { restartAfterMissedChecks, startTestServer, TestClock, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const EMAIL = 'watcher@example.com';
// SPY from mid-July to November 2024: entries, signal exits and stops inside bars.
const START = '2023-01-03';
const SAVED_END = '2024-07-12';
const DAYS = weekdays('2024-07-15', '2024-11-29');
const RESTART_AFTER = '2024-10-28';
/** Decisions at a bar read no later bar: the backtest over every day gives each day's. */
const LAST_DAY = DAYS[DAYS.length - 1] ?? '';

/** A day's check time: 22:30 UTC, after New York's close. */
const checkTime = (day: string) => `${day}T22:30:00.000Z`;

/** What the engine's own backtest over every bar decided, bar by bar. */
const decisionsThrough = (lastDay: string) =>
  engineDecisions(watchedStrategyConfig(START, lastDay), 'SPY', START, lastDay);

describe('a watched strategy checked one new bar at a time', () => {
  const clock = new TestClock('2024-07-15T12:00:00.000Z');
  const feed = new BarFeed('2024-07-12');
  let smtp: SmtpSink;
  let server: TestServer;
  let app: FastifyInstance;
  let scheduler: InProcessScheduler;
  let token: string;
  let watchId: number;
  /** The alerts each day's check made, by day. */
  const madeOn = new Map<string, string[]>();

  let userId: number;
  // The clock moves months: sessions expire, so the checks are read through the service.
  const alerts = async () => (await app.services.watches.detail(userId, String(watchId))).alerts;
  const signIn = async () => {
    const answer = await call(app, 'POST', '/api/auth/login', {
      email: EMAIL,
      password: 'correct horse battery',
    });
    return TokenResponseSchema.parse(answer.json()).access_token;
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    scheduler = new InProcessScheduler(clock);
    server = await startTestServer(
      { MARKET_DATA_PROVIDER: 'yahoo', SMTP_URL: smtp.url },
      { clock, yahooClient: feed, checkScheduler: scheduler },
    );
    app = server.app;
    token = await signUp(app, smtp, EMAIL);
    const saved = await call(
      app,
      'POST',
      '/api/strategies',
      { name: 'SMA 5/20 with a stop', strategy_config: watchedStrategyConfig(START, SAVED_END) },
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
    const first = await call(app, 'GET', `/api/watches/${watchId}`, undefined, { token });
    expect(WatchDetailSchema.parse(first.json()).alerts).toEqual([]);
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await server.close();
    await smtp.close();
  });

  async function checkDay(day: string): Promise<void> {
    feed.releasedThrough = day;
    clock.set(checkTime(day));
    const before = new Set((await alerts()).map((alert) => alert.id));
    await scheduler.tick();
    const made = (await alerts()).filter((alert) => !before.has(alert.id));
    madeOn.set(
      day,
      made.map((alert) => `${alert.bar} ${alert.kind}-${alert.side}-${alert.timing}:${alert.symbol}`),
    );
  }

  it('alerts on the bar whose close decides an entry or exit, or inside which a stop fills, and on no other', async () => {
    for (const day of DAYS.filter((each) => each <= RESTART_AFTER)) await checkDay(day);
    const expected = decisionsThrough(LAST_DAY);
    for (const day of DAYS.filter((each) => each <= RESTART_AFTER)) {
      const wanted = (expected.get(day) ?? []).map((event) => `${day} ${event}`).sort();
      expect([day, [...(madeOn.get(day) ?? [])].sort()]).toEqual([day, wanted]);
    }
    const kinds = [...madeOn.values()].flat().join(' ');
    expect(kinds).toContain('entry-long-next_open');
    expect(kinds).toContain('exit-long-next_open');
    expect(kinds).toContain('exit-long-in_bar');
    expect([...madeOn.values()].filter((made) => made.length === 0).length).toBeGreaterThan(10);
  }, 120_000);

  it('after a restart with checks missed, runs them at start and sends nothing twice', async () => {
    const before = new Set((await alerts()).map((alert) => alert.id));
    await app.close();
    const missed = DAYS.filter((day) => day > RESTART_AFTER).slice(0, 3);
    const lastMissed = missed[missed.length - 1] ?? '';
    // The same database, a new app: the server started again after three missed checks.
    ({ app, scheduler } = await restartAfterMissedChecks(
      server,
      clock,
      feed,
      lastMissed,
      checkTime(lastMissed),
    ));
    const made = (await alerts())
      .filter((alert) => !before.has(alert.id))
      .map((alert) => `${alert.bar} ${alert.kind}-${alert.side}-${alert.timing}:${alert.symbol}`);
    const expected = decisionsThrough(LAST_DAY);
    const wanted = missed.flatMap((day) => (expected.get(day) ?? []).map((event) => `${day} ${event}`));
    // The missed checks held a decision (the exit decided at the close of 2024-10-31).
    expect(wanted.length).toBeGreaterThan(0);
    expect(made.sort()).toEqual(wanted.sort());
    for (const day of DAYS.filter((each) => each > lastMissed)) await checkDay(day);

    // Everything once: one email and one notification per alert, whatever restarted or ran again.
    await scheduler.tick();
    const all = await alerts();
    const keys = all.map((alert) => `${alert.bar} ${alert.kind}-${alert.side}-${alert.timing}`);
    expect(new Set(keys).size).toBe(keys.length);
    token = await signIn();
    const notifications = NotificationListSchema.parse(
      (await call(app, 'GET', '/api/notifications?limit=100', undefined, { token })).json(),
    );
    expect(notifications.items).toHaveLength(all.length);
    expect(notifications.unread).toBe(all.length);
    await expect.poll(() => smtp.count(EMAIL) - 1, { timeout: 10_000 }).toBe(all.length);
    const subjects = smtp.inbox
      .filter((mail) => mail.subject?.startsWith('StratBlocks alert'))
      .map((mail) => mail.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
  }, 120_000);
});
