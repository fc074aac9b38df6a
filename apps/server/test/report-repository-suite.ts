import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../src/db/database';
import { isUniqueViolation } from '../src/db/errors';
import { createRepositories, type Repositories } from '../src/db/repositories';
import type { SuiteDatabase } from './repository-suite';

const TOKEN_A = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const TOKEN_B = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

/**
 * The share and research repositories on one dialect: one link per strategy, found by token with
 * its strategy, deleted on revoke and with the strategy; research documents saved and replaced.
 */
export function describeReportRepositories(dialect: string, setup: () => Promise<SuiteDatabase>): void {
  describe(`share and research repositories on ${dialect}`, () => {
    let suite: SuiteDatabase;
    let handle: DatabaseHandle;
    let repos: Repositories;
    let strategyId: number;
    let userId: number;

    beforeAll(async () => {
      suite = await setup();
      handle = openDatabase(suite.options);
      await migrateToLatest(handle);
      repos = createRepositories(handle.db);
      userId = (
        await repos.users.create({
          email: 'share-owner@example.com',
          username: 'share-owner',
          passwordHash: 'hash',
          googleSubject: null,
          isVerified: true,
          createdAt: '2026-03-02T09:00:00.000Z',
        })
      ).id;
      strategyId = (
        await repos.strategies.create(
          userId,
          {
            name: 'Shared',
            description: 'd',
            strategyConfig: { a: 1 },
            backtestResults: { b: [1, 2] },
            summary: { has_config: true, has_results: true, metrics: null, portfolio: null },
          },
          '2026-03-02T10:00:00.000Z',
        )
      ).id;
    });
    afterAll(async () => {
      await handle.close();
      await suite.cleanup();
    });

    it('creates one link per strategy and finds the strategy by its token', async () => {
      expect(await repos.strategyShares.findByStrategy(strategyId)).toBeNull();
      await repos.strategyShares.create(strategyId, TOKEN_A, '2026-03-02T11:00:00.000Z');
      expect(await repos.strategyShares.findByStrategy(strategyId)).toEqual({
        token: TOKEN_A,
        strategyId,
        createdAt: '2026-03-02T11:00:00.000Z',
      });
      const found = await repos.strategyShares.findByToken(TOKEN_A);
      expect(found?.share).toEqual({ token: TOKEN_A, strategyId, createdAt: '2026-03-02T11:00:00.000Z' });
      expect(found?.strategy).toMatchObject({
        id: strategyId,
        userId,
        name: 'Shared',
        strategyConfig: { a: 1 },
        backtestResults: { b: [1, 2] },
        updatedAt: '2026-03-02T10:00:00.000Z',
      });
      const second = await repos.strategyShares
        .create(strategyId, TOKEN_B, '2026-03-02T12:00:00.000Z')
        .catch((error: unknown) => error);
      expect(isUniqueViolation(second)).toBe(true);
      expect(await repos.strategyShares.findByToken(TOKEN_B)).toBeNull();
    });

    it('forgets the token on revoke', async () => {
      expect(await repos.strategyShares.deleteByStrategy(strategyId)).toBe(true);
      expect(await repos.strategyShares.deleteByStrategy(strategyId)).toBe(false);
      expect(await repos.strategyShares.findByToken(TOKEN_A)).toBeNull();
    });

    it('saves and replaces research results', async () => {
      expect(await repos.strategyResearch.find(strategyId)).toBeNull();
      await repos.strategyResearch.save(strategyId, { monte_carlo: { seed: 7 } }, '2026-03-02T13:00:00.000Z');
      await repos.strategyResearch.save(
        strategyId,
        { monte_carlo: { seed: 8 }, sweep: null },
        '2026-03-02T14:00:00.000Z',
      );
      expect(await repos.strategyResearch.find(strategyId)).toEqual({
        strategyId,
        results: { monte_carlo: { seed: 8 }, sweep: null },
        updatedAt: '2026-03-02T14:00:00.000Z',
      });
    });

    it('deletes the link and the research with the strategy', async () => {
      await repos.strategyShares.create(strategyId, TOKEN_B, '2026-03-02T15:00:00.000Z');
      expect(await repos.strategies.deleteForUser(strategyId, userId)).toBe(true);
      expect(await repos.strategyShares.findByToken(TOKEN_B)).toBeNull();
      expect(await repos.strategyResearch.find(strategyId)).toBeNull();
    });
  });
}
