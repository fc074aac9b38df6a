import type { ChildProcess } from 'node:child_process';
import { startTsxProcess } from './tsx-process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueConnection } from '../src/infra/queue-redis';
import { loadConfig } from '../src/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../src/db/database';
import { createRepositories, type Repositories } from '../src/db/repositories';
import { watchedStrategyConfig } from './bar-feed';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const FIXTURE = fileURLToPath(new URL('./fixtures/watch-check-worker.ts', import.meta.url));
const EMAIL = 'watcher@example.com';
const NOW = '2024-10-31T22:30:00.000Z';
const AT = '2024-09-01T12:00:00.000Z';
const PORTFOLIO = ['SPY', 'XLK'] as const;

const processes: ChildProcess[] = [];

/** A worker process serving the check queue; resolves once it takes jobs. */
function worker(queue: string, dataDir: string, smtpUrl: string, hang = ''): Promise<ChildProcess> {
  const started = startTsxProcess(FIXTURE, [REDIS_URL, queue, dataDir, smtpUrl, NOW, '2024-10-31', hang]);
  return started.then((child) => {
    processes.push(child);
    return child;
  });
}

async function until(condition: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('watch checks on the BullMQ job scheduler', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-watch-workers-'));
  const queue = `test-watch-checks-${randomUUID()}`;
  let smtp: SmtpSink;
  let database: DatabaseHandle;
  let repositories: Repositories;
  const watchIds: number[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    database = openDatabase(loadConfig({ DATA_DIR: dataDir }));
    await migrateToLatest(database);
    repositories = createRepositories(database.db);
    const user = await repositories.users.create({
      email: EMAIL,
      username: 'watcher',
      passwordHash: null,
      googleSubject: null,
      isVerified: true,
      createdAt: AT,
    });
    /** Saves a strategy and watches it from 2024-09-01. */
    const watchOf = async (name: string, strategyConfig: object, symbols: string[]) => {
      const strategy = await repositories.strategies.create(
        user.id,
        {
          name,
          description: '',
          strategyConfig,
          backtestResults: null,
          summary: { has_config: true, has_results: false, metrics: null, portfolio: null },
        },
        AT,
      );
      const watch = await repositories.watches.create({
        userId: user.id,
        strategyId: strategy.id,
        symbols,
        alertsFrom: '2024-09-01',
        at: AT,
        maxPerUser: 20,
      });
      watchIds.push(watch.id);
    };
    const config = watchedStrategyConfig('2023-01-03', '2024-08-30');
    // Two watches checked since 2024-09-01: SPY, then QQQ (whose bars never come in the first worker).
    for (const symbol of ['SPY', 'QQQ']) {
      const general = { ...config.generalSetting, tickerSymbol: symbol };
      await watchOf(`Watch ${symbol}`, { ...config, generalSetting: general }, [symbol]);
    }
    // A third: a shared portfolio of SPY and XLK (one account, at most one held at once, 50%).
    await watchOf(
      'Watch SPY and XLK',
      {
        ...config,
        generalSetting: { ...config.generalSetting, tickerSymbol: 'SPY', equityUsed: 50 },
        riskSetting: { ...config.riskSetting, maxOpenTrades: 1 },
        portfolio: { symbols: PORTFOLIO, mode: 'shared' },
      },
      [...PORTFOLIO],
    );
  }, 30_000);

  afterAll(async () => {
    for (const child of processes)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    // The test's queue and its job schedulers go with it.
    const connection = queueConnection(REDIS_URL);
    const leftover = new Queue(queue, { connection });
    await leftover.obliterate({ force: true });
    await leftover.close();
    connection.disconnect();
    await database.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs a check once across two workers, after one died in its middle, and sends each alert once (a portfolio watch too)', async () => {
    const alertsOf = async (index: number) => repositories.watches.alerts(watchIds[index] ?? 0, 100);
    // The first worker takes the missed check, records SPY's alerts, then hangs on QQQ's bars.
    const first = await worker(queue, dataDir, smtp.url, 'QQQ');
    await until(async () => (await alertsOf(0)).length > 0, 30_000);
    first.kill('SIGKILL');
    expect(await alertsOf(1)).toEqual([]);
    expect(smtp.count(EMAIL)).toBe(0);

    // Two workers start together: the job the dead worker held runs again on one of them.
    await Promise.all([worker(queue, dataDir, smtp.url), worker(queue, dataDir, smtp.url)]);
    await until(async () => (await alertsOf(1)).length > 0 && (await alertsOf(2)).length > 0, 30_000);
    const spy = await alertsOf(0);
    const qqq = await alertsOf(1);
    const portfolio = await alertsOf(2);
    const alerts = [...spy, ...qqq, ...portfolio];
    expect(spy.map((alert) => `${alert.bar} ${alert.eventKey}`).sort()).toEqual([
      '2024-09-06 exit-long-in_bar:SPY',
      '2024-09-16 entry-long-next_open:SPY',
      '2024-10-31 exit-long-next_open:SPY',
    ]);
    expect(qqq.map((alert) => `${alert.bar} ${alert.eventKey}`).sort()).toEqual([
      '2024-09-03 exit-long-in_bar:QQQ',
      '2024-09-17 entry-long-next_open:QQQ',
    ]);
    // The portfolio's alerts each name one of its symbols, once per bar and event.
    const portfolioKeys = portfolio.map((alert) => `${alert.bar} ${alert.eventKey}`);
    expect(portfolioKeys.every((key) => /:(SPY|XLK)$/.test(key))).toBe(true);
    expect(new Set(portfolioKeys).size).toBe(portfolio.length);
    await until(() => smtp.count(EMAIL) >= alerts.length, 20_000);
    // Time for a second copy to arrive, if anything would send one.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(smtp.count(EMAIL)).toBe(alerts.length);
    const subjects = smtp.inbox.map((mail) => mail.subject ?? '');
    expect(new Set(subjects).size).toBe(alerts.length);
    expect(await repositories.notifications.unreadCount(1)).toBe(alerts.length);
    expect(await repositories.watches.lastScheduleRun('us-close')).toBe(NOW);
  }, 90_000);
});
