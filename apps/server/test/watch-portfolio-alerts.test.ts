import {
  RunRequestSchema,
  WatchDetailSchema,
  WatchSchema,
  type ClosedTrade,
  type WatchAlert,
} from '@stratblocks/contracts';
import { runBacktest, runPortfolio, type BarSeries } from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessScheduler } from '../src/infra/check-scheduler';
import { call, signUp } from './api';
import { BarFeed, watchedStrategyConfig, weekdays } from './bar-feed';
import { restartAfterMissedChecks, startTestServer, TestClock, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const EMAIL = 'portfolio-watcher@example.com';
const SYMBOLS = ['XLK', 'XLF', 'XLE', 'XLV'];
const START = '2023-01-03';
const SAVED_END = '2024-07-12';
const WATCH_START = '2024-07-15';
const DAYS = weekdays(WATCH_START, '2024-09-30');
const RESTART_AFTER = '2024-08-30';
const LAST_DAY = DAYS[DAYS.length - 1] ?? '';
const checkTime = (day: string) => `${day}T22:30:00.000Z`;

/** The SMA 5/20 strategy with its stop on four sector funds: at most two held at once, 40% each. */
function portfolioConfig(mode: 'shared' | 'separate', startDate: string, endDate: string) {
  const single = watchedStrategyConfig(startDate, endDate);
  return {
    ...single,
    generalSetting: { ...single.generalSetting, tickerSymbol: SYMBOLS[0], equityUsed: 40 },
    riskSetting: { ...single.riskSetting, maxOpenTrades: 2 },
    portfolio: { symbols: SYMBOLS, mode },
  };
}

const data = new BundledMarketData();
const barsOf = (from: string, to: string): Record<string, BarSeries> =>
  Object.fromEntries(SYMBOLS.map((symbol) => [symbol, data.range(symbol, '1d', from, to)]));

/** The engine's own trades over every bar: of one account, or of each symbol's own run. */
function engineTrades(mode: 'shared' | 'separate', from: string, to: string): ClosedTrade[] {
  const request = RunRequestSchema.parse(portfolioConfig(mode, from, to));
  const bars = barsOf(from, to);
  if (mode === 'shared') {
    const outcome = runPortfolio({ ...request, portfolio: { symbols: SYMBOLS, mode } }, bars);
    if (!outcome.ok || !('closed_trades' in outcome.results)) throw new Error('the portfolio does not run');
    return outcome.results.closed_trades;
  }
  return SYMBOLS.flatMap((symbol) => {
    const own = { ...request, generalSetting: { ...request.generalSetting, tickerSymbol: symbol } };
    const outcome = runBacktest(own, bars[symbol] as BarSeries);
    if (!outcome.ok) throw new Error(`${symbol} does not run`);
    return outcome.results.closed_trades;
  });
}

/**
 * What the engine decided over every bar, by bar (docs/engine.md#10-portfolios, docs/watches.md#how-a-watch-works): an entry at the close
 * before its fill on its own symbol, a signal exit likewise, a stop inside its bar.
 */
function engineDecisions(mode: 'shared' | 'separate'): Map<string, string[]> {
  const bars = barsOf(START, LAST_DAY);
  const previous = (symbol: string, date: string) => {
    const times = (bars[symbol] as BarSeries).times;
    return times[times.indexOf(date) - 1] ?? '';
  };
  const byBar = new Map<string, string[]>();
  const add = (bar: string, event: string) => byBar.set(bar, [...(byBar.get(bar) ?? []), event]);
  for (const trade of engineTrades(mode, START, LAST_DAY)) {
    add(previous(trade.ticker, trade.entry_date), `entry-long-next_open:${trade.ticker}`);
    if (trade.closed_at_end) continue;
    if (trade.exit_reason === 'signal') {
      add(previous(trade.ticker, trade.exit_date), `exit-long-next_open:${trade.ticker}`);
    } else add(trade.exit_date, `exit-long-in_bar:${trade.ticker}`);
  }
  return byBar;
}

const eventOf = (alert: WatchAlert) => `${alert.kind}-${alert.side}-${alert.timing}:${alert.symbol}`;

describe('portfolio watches checked one new bar at a time', () => {
  const clock = new TestClock(`${WATCH_START}T12:00:00.000Z`);
  const feed = new BarFeed('2024-07-12');
  let smtp: SmtpSink;
  let server: TestServer;
  let app: FastifyInstance;
  let scheduler: InProcessScheduler;
  let userId: number;
  const watchIds = { shared: 0, separate: 0 };
  /** The alerts each day's check made, by watch and day. */
  const madeOn = { shared: new Map<string, string[]>(), separate: new Map<string, string[]>() };
  const alerts = async (mode: 'shared' | 'separate') =>
    (await app.services.watches.detail(userId, String(watchIds[mode]))).alerts;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    scheduler = new InProcessScheduler(clock);
    server = await startTestServer(
      { MARKET_DATA_PROVIDER: 'yahoo', SMTP_URL: smtp.url },
      { clock, yahooClient: feed, checkScheduler: scheduler },
    );
    app = server.app;
    const token = await signUp(app, smtp, EMAIL);
    userId = (await call(app, 'GET', '/api/auth/me', undefined, { token })).json<{ id: number }>().id;
    for (const mode of ['shared', 'separate'] as const) {
      const saved = await call(
        app,
        'POST',
        '/api/strategies',
        { name: `Sector SMA ${mode}`, strategy_config: portfolioConfig(mode, START, SAVED_END) },
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
      const watch = WatchSchema.parse(created.json());
      expect(watch.symbols).toEqual(SYMBOLS);
      expect(watch.portfolio_mode).toBe(mode);
      watchIds[mode] = watch.id;
    }
    await scheduler.idle();
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await server.close();
    await smtp.close();
  });

  async function checkDay(day: string): Promise<void> {
    feed.releasedThrough = day;
    clock.set(checkTime(day));
    const before = {
      shared: new Set((await alerts('shared')).map((alert) => alert.id)),
      separate: new Set((await alerts('separate')).map((alert) => alert.id)),
    };
    await scheduler.tick();
    for (const mode of ['shared', 'separate'] as const) {
      const made = (await alerts(mode)).filter((alert) => !before[mode].has(alert.id));
      madeOn[mode].set(day, made.map(eventOf));
    }
  }

  function expectAsEngine(mode: 'shared' | 'separate', days: readonly string[]): void {
    const expected = engineDecisions(mode);
    for (const day of days) {
      const wanted = [...(expected.get(day) ?? [])].sort();
      expect([mode, day, [...(madeOn[mode].get(day) ?? [])].sort()]).toEqual([mode, day, wanted]);
    }
  }

  it('alerts each symbol on the bar whose close decides its entry or exit, and on no other bar', async () => {
    const first = DAYS.filter((day) => day <= RESTART_AFTER);
    for (const day of first) await checkDay(day);
    expectAsEngine('shared', first);
    expectAsEngine('separate', first);
    const shared = [...madeOn.shared.values()].flat();
    expect(shared.some((event) => event.startsWith('entry-long-next_open'))).toBe(true);
    expect(shared.some((event) => event.startsWith('exit-long'))).toBe(true);
    expect(new Set(shared.map((event) => event.split(':')[1])).size).toBeGreaterThan(1);
    expect([...madeOn.shared.values()].filter((made) => made.length === 0).length).toBeGreaterThan(10);
    // A scan is not capped by the account's two slots: it alerts symbols the shared run could not take.
    expect([...madeOn.separate.values()].flat().length).toBeGreaterThan(shared.length);
    const alert = (await alerts('shared')).find((each) => each.kind === 'entry');
    expect(alert?.message).toContain(`buy ${alert?.symbol ?? '?'} at the next open`);
  }, 600_000);

  it('after a restart with missed checks, runs them at start and sends nothing twice', async () => {
    const before = {
      shared: new Set((await alerts('shared')).map((alert) => alert.id)),
      separate: new Set((await alerts('separate')).map((alert) => alert.id)),
    };
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
    const missedAlerts: WatchAlert[] = [];
    for (const mode of ['shared', 'separate'] as const) {
      const made = (await alerts(mode)).filter((alert) => !before[mode].has(alert.id));
      const expected = engineDecisions(mode);
      expect(made.map((alert) => `${alert.bar} ${eventOf(alert)}`).sort()).toEqual(
        missed.flatMap((day) => (expected.get(day) ?? []).map((event) => `${day} ${event}`)).sort(),
      );
      missedAlerts.push(...made);
    }
    // The missed checks held decisions: two symbols' stops filled inside one bar, two alerts.
    const firstBar = missedAlerts.filter((alert) => alert.bar === missedAlerts[0]?.bar);
    expect(new Set(firstBar.map((alert) => alert.symbol)).size).toBeGreaterThan(1);
    const rest = DAYS.filter((day) => day > lastMissed);
    for (const day of rest) await checkDay(day);
    expectAsEngine('shared', rest);
    expectAsEngine('separate', rest);
    await scheduler.tick();

    // Once each: one alert per watch, bar and event, and one notification per alert.
    const all = [...(await alerts('shared')), ...(await alerts('separate'))];
    const keys = all.map((alert) => `${alert.watch_id} ${alert.bar} ${eventOf(alert)}`);
    expect(new Set(keys).size).toBe(keys.length);
    const notifications = await app.services.notifications.list(userId, 100);
    expect(notifications.items).toHaveLength(all.length);
    const titles = notifications.items.map((item) => item.title);
    expect(titles.every((title) => SYMBOLS.some((symbol) => title.endsWith(` on ${symbol}`)))).toBe(true);
  }, 600_000);

  it('has the forward test of a shared portfolio: the engine run from the day the watch started', async () => {
    const detail = WatchDetailSchema.parse(
      await app.services.watches.detail(userId, String(watchIds.shared)),
    );
    const request = RunRequestSchema.parse(portfolioConfig('shared', WATCH_START, LAST_DAY));
    const direct = runPortfolio(
      { ...request, portfolio: { symbols: SYMBOLS, mode: 'shared' } },
      barsOf(WATCH_START, LAST_DAY),
    );
    if (!direct.ok || !('closed_trades' in direct.results)) throw new Error('the portfolio does not run');
    const forward = detail.forward_results;
    expect(forward?.closed_trades).toEqual(JSON.parse(JSON.stringify(direct.results.closed_trades)));
    expect(forward?.chart_data.dates[0]?.slice(0, 10)).toBe(WATCH_START);
    expect(detail.forward?.total_return).toBeCloseTo(direct.results.performance_metrics.total_return, 10);
    expect(detail.forward?.max_drawdown).toBeCloseTo(direct.results.performance_metrics.max_drawdown, 10);
    expect(new Set(forward?.closed_trades.map((trade) => trade.ticker)).size).toBeGreaterThan(1);
    expect(detail.backtest?.to).toBe(SAVED_END);
  });

  it("has a scan's forward test: the average of each symbol's own run from the day the watch started", async () => {
    const detail = WatchDetailSchema.parse(
      await app.services.watches.detail(userId, String(watchIds.separate)),
    );
    const request = RunRequestSchema.parse(portfolioConfig('separate', WATCH_START, LAST_DAY));
    const bars = barsOf(WATCH_START, LAST_DAY);
    const runs = SYMBOLS.map((symbol) => {
      const own = { ...request, generalSetting: { ...request.generalSetting, tickerSymbol: symbol } };
      const outcome = runBacktest(own, bars[symbol] as BarSeries);
      if (!outcome.ok) throw new Error(`${symbol} does not run`);
      return outcome.results;
    });
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(detail.forward?.total_return).toBeCloseTo(
      mean(runs.map((run) => run.performance_metrics.total_return)),
      10,
    );
    expect(detail.forward?.trades).toBe(runs.reduce((sum, run) => sum + run.closed_trades.length, 0));
    expect(detail.forward_results).toBeNull();
  });
});
