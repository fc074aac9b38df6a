import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../src/db/database';
import { isUniqueViolation } from '../src/db/errors';
import { createRepositories, type Repositories } from '../src/db/repositories';
import { WatchLimitError } from '../src/db/watches';
import type { SuiteDatabase } from './repository-suite';

const AT = '2026-03-02T10:00:00.000Z';

/**
 * The watch and notification repositories on one dialect: one watch per strategy, alerts once per
 * watch, bar and event (a repeated check records nothing), their notifications and deliveries,
 * deliveries claimed by one process only, webhooks, and the schedules' last runs.
 */
export function describeWatchRepositories(dialect: string, setup: () => Promise<SuiteDatabase>): void {
  describe(`watch and notification repositories on ${dialect}`, () => {
    let suite: SuiteDatabase;
    let handle: DatabaseHandle;
    let repos: Repositories;
    let userId: number;
    let strategyId: number;

    beforeAll(async () => {
      suite = await setup();
      handle = openDatabase(suite.options);
      await migrateToLatest(handle);
      repos = createRepositories(handle.db);
      userId = (
        await repos.users.create({
          email: 'watcher@example.com',
          username: 'watcher',
          passwordHash: 'hash',
          googleSubject: null,
          isVerified: true,
          createdAt: AT,
        })
      ).id;
      strategyId = (
        await repos.strategies.create(
          userId,
          {
            name: 'Watched',
            description: '',
            strategyConfig: { a: 1 },
            backtestResults: null,
            summary: { has_config: true, has_results: false, metrics: null, portfolio: null },
          },
          AT,
        )
      ).id;
    });
    afterAll(async () => {
      await handle.db.destroy();
      await suite.cleanup();
    });

    it('holds the cap when 20 creates of one user arrive at once, with 10 watches held', async () => {
      const owner = (
        await repos.users.create({
          email: 'parallel@example.com',
          username: 'parallel',
          passwordHash: 'hash',
          googleSubject: null,
          isVerified: true,
          createdAt: AT,
        })
      ).id;
      const strategies: number[] = [];
      for (let index = 0; index < 30; index += 1) {
        const strategy = await repos.strategies.create(
          owner,
          {
            name: `Parallel ${index}`,
            description: '',
            strategyConfig: { a: index },
            backtestResults: null,
            summary: { has_config: true, has_results: false, metrics: null, portfolio: null },
          },
          AT,
        );
        strategies.push(strategy.id);
      }
      const watch = (strategy: number) =>
        repos.watches.create({
          userId: owner,
          strategyId: strategy,
          symbols: ['SPY'],
          alertsFrom: '2026-03-02',
          at: AT,
          maxPerUser: 20,
        });
      for (const strategy of strategies.slice(0, 10)) await watch(strategy);

      const outcomes = await Promise.allSettled(strategies.slice(10).map(watch));

      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(refused).toHaveLength(10);
      for (const outcome of refused) expect(outcome.reason).toBeInstanceOf(WatchLimitError);
      expect(await repos.watches.countByUser(owner)).toBe(20);
      // The later cases count every active watch: these leave none behind.
      for (const held of await repos.watches.listByUser(owner)) await repos.watches.delete(held.id, owner);
    });

    it('keeps one watch per strategy, scoped to its owner', async () => {
      const watch = await repos.watches.create({
        userId,
        strategyId,
        symbols: ['SPY'],
        alertsFrom: '2026-03-02',
        at: AT,
        maxPerUser: 20,
      });
      expect(watch).toMatchObject({
        strategyName: 'Watched',
        symbols: ['SPY'],
        status: 'active',
        muted: false,
        email: true,
      });
      await expect(
        repos.watches.create({
          userId,
          strategyId,
          symbols: ['SPY'],
          alertsFrom: '2026-03-02',
          at: AT,
          maxPerUser: 20,
        }),
      ).rejects.toSatisfy(isUniqueViolation);
      expect(await repos.watches.findForUser(watch.id, userId + 1)).toBeNull();
      expect(await repos.watches.update(watch.id, userId + 1, { muted: true }, AT)).toBeNull();
      expect(
        await repos.watches.update(watch.id, userId, { muted: true, status: 'paused' }, AT),
      ).toMatchObject({
        muted: true,
        status: 'paused',
      });
      expect(await repos.watches.listActiveSlots()).toEqual([]);
      await repos.watches.update(watch.id, userId, { muted: false, status: 'active' }, AT);
      // The document { a: 1 } reads with the defaults: a US stock's.
      expect(await repos.watches.listActiveSlots()).toEqual([{ id: watch.id, assetClass: 'US Stocks' }]);
      expect((await repos.watches.findActive(watch.id))?.strategyConfig).toEqual({ a: 1 });
      expect(await repos.watches.findActive(watch.id + 1000)).toBeNull();
      expect(await repos.watches.countByUser(userId)).toBe(1);
    });

    it("lists active watches with the asset class of the strategy's stored shape, reading no document", async () => {
      const coin = await repos.strategies.create(
        userId,
        {
          name: 'Coin watch',
          description: '',
          strategyConfig: {
            generalSetting: { tickerSymbol: 'BTC-USD', assetClass: 'Cryptocurrency', timeInterval: '1 Day' },
          },
          backtestResults: null,
          summary: { has_config: true, has_results: false, metrics: null, portfolio: null },
        },
        AT,
      );
      const watch = await repos.watches.create({
        userId,
        strategyId: coin.id,
        symbols: ['BTC-USD'],
        alertsFrom: '2026-03-02',
        at: AT,
        maxPerUser: 20,
      });
      expect(await repos.watches.listActiveSlots()).toContainEqual({
        id: watch.id,
        assetClass: 'Cryptocurrency',
      });
      await repos.watches.delete(watch.id, userId);
      expect((await repos.watches.listActiveSlots()).map((each) => each.id)).not.toContain(watch.id);
    });

    it('records an alert once per watch, bar and event, with its notification and deliveries', async () => {
      const [watch] = await repos.watches.listByUser(userId);
      if (!watch) throw new Error('no watch');
      const alert = {
        title: 'Watched: entry',
        bar: '2026-03-02',
        eventKey: 'entry-long-next_open:SPY',
        decision: { kind: 'entry' },
        message: 'Buy',
      };
      const channels = {
        inApp: { strategyId },
        email: 'watcher@example.com',
        webhook: 'https://hooks.example.com/x',
      };
      const update = { checkedThrough: '2026-03-02', lastCheck: { status: 'ok' }, at: AT };
      const first = await repos.watches.recordCheck(watch, update, [alert], channels);
      const again = await repos.watches.recordCheck(watch, update, [alert], channels);
      expect(first).toHaveLength(1);
      expect(again).toEqual([]);
      expect(await repos.watches.alerts(watch.id, 10)).toHaveLength(1);
      expect(await repos.notifications.unreadCount(userId)).toBe(1);
      const [notification] = await repos.notifications.list(userId, 10);
      expect(notification).toMatchObject({
        title: 'Watched: entry',
        body: 'Buy',
        watchId: watch.id,
        readAt: null,
      });
      expect(await repos.notifications.markRead(userId, null, AT)).toBe(0);
      expect((await repos.watches.findForUser(watch.id, userId))?.checkedThrough).toBe('2026-03-02');
    });

    it('lets one claim take a due delivery, logs webhook attempts, and fails interrupted sends', async () => {
      const now = '2026-03-02T11:00:00.000Z';
      const [mine, theirs] = await Promise.all([
        repos.notifications.claimDue(now, '2026-03-02T11:01:00.000Z', 10),
        repos.notifications.claimDue(now, '2026-03-02T11:01:00.000Z', 10),
      ]);
      const claimed = [...mine, ...theirs];
      expect(claimed.map((delivery) => delivery.channel).sort()).toEqual(['email', 'webhook']);
      expect(claimed[0]?.strategy.name).toBe('Watched');
      expect(await repos.notifications.claimDue(now, '2026-03-02T11:01:00.000Z', 10)).toEqual([]);
      const webhook = claimed.find((delivery) => delivery.channel === 'webhook');
      const email = claimed.find((delivery) => delivery.channel === 'email');
      if (!webhook || !email) throw new Error('missing delivery');
      await repos.notifications.finish(webhook.id, 1, {
        status: 'pending',
        responseStatus: 500,
        error: 'HTTP 500',
        nextAttemptAt: '2026-03-02T11:00:30.000Z',
      });
      expect(await repos.notifications.webhookLog(userId, 10)).toMatchObject([
        { status: 'pending', attempts: 1, responseStatus: 500, error: 'HTTP 500' },
      ]);
      // The email's claim runs out (its process stopped while sending): failed, never sent again.
      expect(await repos.notifications.failInterrupted('2026-03-02T11:02:00.000Z')).toBe(1);
      expect(
        await repos.notifications.claimDue('2026-03-02T11:02:00.000Z', '2026-03-02T11:03:00.000Z', 10),
      ).toMatchObject([{ channel: 'webhook', attempts: 1 }]);
    });

    it('keeps one webhook per user and the last run of each schedule', async () => {
      expect(await repos.notifications.findWebhook(userId)).toBeNull();
      await repos.notifications.saveWebhook(userId, 'https://a.example.com/', 'secret-1', AT);
      const saved = await repos.notifications.saveWebhook(userId, 'https://b.example.com/', 'secret-1', AT);
      expect(saved).toMatchObject({ url: 'https://b.example.com/', secret: 'secret-1' });
      expect(await repos.notifications.deleteWebhook(userId)).toBe(true);
      expect(await repos.notifications.findWebhook(userId)).toBeNull();
      expect(await repos.watches.lastScheduleRun('us-close')).toBeNull();
      await repos.watches.setScheduleRun('us-close', '2026-03-02T22:30:00.000Z', AT);
      await repos.watches.setScheduleRun('us-close', '2026-03-03T22:30:00.000Z', AT);
      expect(await repos.watches.lastScheduleRun('us-close')).toBe('2026-03-03T22:30:00.000Z');
    });

    it('deletes a watch, its alerts and their notifications with the strategy', async () => {
      await repos.strategies.deleteForUser(strategyId, userId);
      expect(await repos.watches.listByUser(userId)).toEqual([]);
      expect(await repos.notifications.list(userId, 10)).toEqual([]);
    });
  });
}
