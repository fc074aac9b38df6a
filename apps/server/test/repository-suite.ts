import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest, migrateUpTo, openDatabase, type DatabaseHandle } from '../src/db/database';
import { isUniqueViolation } from '../src/db/errors';
import { createRepositories, type Repositories } from '../src/db/repositories';
import { StrategyLimitError } from '../src/db/strategies';

/** Where the suite's database lives: a SQLite folder, or a PostgreSQL URL (with its own schema). */
export interface SuiteDatabase {
  options: { databaseUrl: string | null; dataDir: string };
  cleanup(): Promise<void>;
}

/**
 * The repository contract, run against each dialect: every method of every repository, with the
 * type conversions (booleans, JSON text, counts, ids) and the atomic updates the services rely on.
 */
export function describeRepositories(dialect: string, setup: () => Promise<SuiteDatabase>): void {
  describe(`repositories on ${dialect}`, () => {
    let suite: SuiteDatabase;
    let handle: DatabaseHandle;
    let repos: Repositories;

    beforeAll(async () => {
      suite = await setup();
      handle = openDatabase(suite.options);
      await migrateToLatest(handle);
      repos = createRepositories(handle.db);
    });
    afterAll(async () => {
      await handle.close();
      await suite.cleanup();
    });

    const newUser = (email: string) => ({
      email,
      username: email.split('@')[0] ?? email,
      passwordHash: 'hash',
      googleSubject: null,
      isVerified: false,
      createdAt: '2026-03-02T09:00:00.000Z',
    });

    describe('users', () => {
      it('creates and finds users by id, email and Google subject', async () => {
        const created = await repos.users.create({ ...newUser('u1@example.com'), googleSubject: 'g-1' });
        expect(created).toMatchObject({
          email: 'u1@example.com',
          username: 'u1',
          isVerified: false,
          accountType: 'free',
          language: 'en',
          timezone: 'UTC',
          settings: {},
          totalBacktestsRun: 0,
          lastLoginAt: null,
          tokenVersion: 0,
        });
        expect(typeof created.id).toBe('number');
        expect(await repos.users.findById(created.id)).toEqual(created);
        expect(await repos.users.findByEmail('u1@example.com')).toEqual(created);
        expect(await repos.users.findByGoogleSubject('g-1')).toEqual(created);
        expect(await repos.users.findByEmail('nobody@example.com')).toBeNull();
        expect(await repos.users.findById(999_999)).toBeNull();
      });

      it('reports a taken email as a unique violation', async () => {
        await repos.users.create(newUser('dup@example.com'));
        const error: unknown = await repos.users.create(newUser('dup@example.com')).catch((e: unknown) => e);
        expect(isUniqueViolation(error)).toBe(true);
      });

      it('updates fields, with booleans and JSON settings round-tripping', async () => {
        const user = await repos.users.create(newUser('u2@example.com'));
        await repos.users.update(user.id, {
          username: 'Second',
          isVerified: true,
          language: 'de',
          timezone: 'PST',
          settings: { theme: 'dark', trade_alerts: false },
          lastLoginAt: '2026-03-02T10:00:00.000Z',
          passwordHash: null,
          googleSubject: 'g-2',
        });
        await repos.users.update(user.id, {});
        expect(await repos.users.findById(user.id)).toMatchObject({
          username: 'Second',
          isVerified: true,
          language: 'de',
          timezone: 'PST',
          settings: { theme: 'dark', trade_alerts: false },
          lastLoginAt: '2026-03-02T10:00:00.000Z',
          passwordHash: null,
          googleSubject: 'g-2',
        });
      });

      it('bumps the token version and counts backtests atomically', async () => {
        const user = await repos.users.create(newUser('u3@example.com'));
        expect(await repos.users.bumpTokenVersion(user.id)).toBe(1);
        expect(await repos.users.bumpTokenVersion(user.id)).toBe(2);
        await Promise.all(Array.from({ length: 5 }, () => repos.users.incrementBacktestsRun(user.id)));
        expect((await repos.users.findById(user.id))?.totalBacktestsRun).toBe(5);
      });

      it('touches last_seen_at only when it is older than the given bound, and counts recent users', async () => {
        const user = await repos.users.create(newUser('u4@example.com'));
        await repos.users.touchLastSeen(user.id, '2026-03-02T09:00:00.000Z', '2026-03-02T08:59:00.000Z');
        await repos.users.touchLastSeen(user.id, '2026-03-02T09:00:30.000Z', '2026-03-02T08:59:30.000Z');
        expect((await repos.users.findById(user.id))?.lastSeenAt).toBe('2026-03-02T09:00:00.000Z');
        await repos.users.touchLastSeen(user.id, '2026-03-02T09:01:01.000Z', '2026-03-02T09:00:01.000Z');
        expect((await repos.users.findById(user.id))?.lastSeenAt).toBe('2026-03-02T09:01:01.000Z');
        expect(await repos.users.countSeenSince('2026-03-02T09:01:00.000Z')).toBe(1);
        expect(await repos.users.countSeenSince('2026-03-02T09:02:00.000Z')).toBe(0);
        expect(await repos.users.count()).toBe(5);
      });
    });

    describe('strategies', () => {
      it('keeps every read and write to the owner, with JSON documents round-tripping', async () => {
        const owner = await repos.users.create(newUser('owner@example.com'));
        const other = await repos.users.create(newUser('other@example.com'));
        const content = {
          name: 'S',
          description: 'd',
          strategyConfig: { schemaVersion: 1, nested: { list: [1, 'two', null] } },
          backtestResults: null,
          summary: { has_config: false, has_results: false, metrics: null, portfolio: null },
        };
        const first = await repos.strategies.create(owner.id, content, '2026-03-02T09:00:00.000Z');
        const second = await repos.strategies.create(
          owner.id,
          { ...content, name: 'T', backtestResults: { performance_metrics: { total_return: 1.5 } } },
          '2026-03-02T09:05:00.000Z',
        );
        expect(first).toMatchObject({
          userId: owner.id,
          name: content.name,
          description: content.description,
          strategyConfig: content.strategyConfig,
          backtestResults: null,
          createdAt: '2026-03-02T09:00:00.000Z',
        });
        expect((await repos.strategies.listByUser(owner.id)).map((s) => s.name)).toEqual(['T', 'S']);
        expect(await repos.strategies.listByUser(other.id)).toEqual([]);
        expect(await repos.strategies.findForUser(second.id, owner.id)).toEqual(second);
        expect(await repos.strategies.findForUser(second.id, other.id)).toBeNull();

        const renamed = { ...content, name: 'S2' };
        expect(
          await repos.strategies.updateForUser(first.id, other.id, renamed, '2026-03-02T10:00:00.000Z'),
        ).toBeNull();
        const updated = await repos.strategies.updateForUser(
          first.id,
          owner.id,
          renamed,
          '2026-03-02T10:00:00.000Z',
        );
        expect(updated).toMatchObject({
          name: 'S2',
          createdAt: '2026-03-02T09:00:00.000Z',
          updatedAt: '2026-03-02T10:00:00.000Z',
        });

        const all = await repos.strategies.listSummaries(owner.id, { limit: 10, offset: 0, text: '' });
        expect(all.total).toBe(2);
        expect(all.rows.map((row) => [row.name, row.summary])).toEqual([
          ['T', content.summary],
          ['S2', content.summary],
        ]);
        expect(all.rows[0]).not.toHaveProperty('strategyConfig');
        const page = await repos.strategies.listSummaries(owner.id, { limit: 1, offset: 1, text: '' });
        expect(page).toMatchObject({ total: 2, rows: [{ name: 'S2' }] });
        expect(await repos.strategies.listSummaries(other.id, { limit: 10, offset: 0, text: '' })).toEqual({
          rows: [],
          total: 0,
        });
        expect(await repos.strategies.countByUser(owner.id)).toBe(2);

        expect(await repos.strategies.deleteForUser(first.id, other.id)).toBe(false);
        expect(await repos.strategies.count()).toBe(2);
        expect(await repos.strategies.deleteForUser(first.id, owner.id)).toBe(true);
        expect(await repos.strategies.deleteForUser(first.id, owner.id)).toBe(false);
        expect(await repos.strategies.count()).toBe(1);
      });

      it("holds a user's strategy limit when ten saves arrive at once, with three kept", async () => {
        const owner = await repos.users.create(newUser('limit@example.com'));
        const other = await repos.users.create(newUser('limit-other@example.com'));
        const content = {
          name: 'Kept',
          description: '',
          strategyConfig: { a: 1 },
          backtestResults: null,
          summary: { has_config: true, has_results: false, metrics: null, portfolio: null },
        };
        const at = '2026-03-02T09:00:00.000Z';
        for (let index = 0; index < 3; index += 1) await repos.strategies.create(owner.id, content, at, 5);
        const outcomes = await Promise.allSettled(
          Array.from({ length: 10 }, () => repos.strategies.create(owner.id, content, at, 5)),
        );
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
        const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
        expect(refused).toHaveLength(8);
        for (const outcome of refused) expect(outcome.reason).toBeInstanceOf(StrategyLimitError);
        expect(await repos.strategies.countByUser(owner.id)).toBe(5);
        // Another user's saves are not counted against this one.
        await expect(repos.strategies.create(other.id, content, at, 5)).resolves.toMatchObject({
          userId: other.id,
        });
      });

      it('searches name and description case-insensitively, taking % and _ literally', async () => {
        const owner = await repos.users.create(newUser('searcher@example.com'));
        const summary = { has_config: true, has_results: false, metrics: null, portfolio: null };
        const write = (name: string, description: string) =>
          repos.strategies.create(
            owner.id,
            { name, description, strategyConfig: {}, backtestResults: null, summary },
            '2026-03-03T09:00:00.000Z',
          );
        await write('RSI Reversal', 'buys dips');
        await write('Golden cross', 'MA 50_200 crossover');
        await write('100% momentum', 'all in');
        const names = async (text: string) =>
          (await repos.strategies.listSummaries(owner.id, { limit: 10, offset: 0, text })).rows
            .map((row) => row.name)
            .sort();
        expect(await names('rsi')).toEqual(['RSI Reversal']);
        expect(await names('CROSS')).toEqual(['Golden cross']);
        expect(await names('50_2')).toEqual(['Golden cross']);
        expect(await names('%')).toEqual(['100% momentum']);
        expect(await names('_')).toEqual(['Golden cross']);
        expect(await names('nothing like it')).toEqual([]);
      });
    });

    describe('strategy rules text', () => {
      const SMA = (period: number) => ({ name: 'SMA', type: 'comparable', properties: { period } });
      /** A document whose long entry is `SMA(fast) <operator> SMA(50)`, or no logic at all. */
      const document = (operator: string | null, fast = 20) => ({
        schemaVersion: 1,
        entryLogic: { long: operator ? { id: 1 } : null, short: null },
        exitLogic: { exit_long: operator ? { id: 1 } : null, exit_short: null },
        entryLogicRows: operator
          ? [
              {
                id: 1,
                dropped: true,
                elements: [SMA(fast), { name: operator, type: 'compare-operator' }, SMA(50)],
              },
            ]
          : [],
        exitLogicRows: operator
          ? [
              {
                id: 1,
                dropped: true,
                elements: [{ name: 'Stop Loss %', type: 'exit', properties: { percentage: 5 } }],
              },
            ]
          : [],
      });
      const summary = { has_config: true, has_results: false, metrics: null, portfolio: null };
      const content = (name: string, strategyConfig: unknown) => ({
        name,
        description: '',
        strategyConfig,
        backtestResults: null,
        summary,
      });
      const rulesOf = async (userId: number) =>
        (await repos.strategies.listSummaries(userId, { limit: 10, offset: 0, text: '' })).rows.map((row) => [
          row.name,
          row.rules,
        ]);

      it('stores the rules lines on every save, and the list carries them', async () => {
        const owner = await repos.users.create(newUser('rules@example.com'));
        const crossing = await repos.strategies.create(
          owner.id,
          content('Crossing', document('Cross Above')),
          '2026-03-04T09:00:00.000Z',
        );
        await repos.strategies.create(owner.id, content('Empty', document(null)), '2026-03-04T09:01:00.000Z');
        // An empty slot cannot be written as a line: no rules rather than a wrong line.
        const unwritable = {
          ...document('Cross Above'),
          exitLogicRows: [
            {
              id: 1,
              dropped: true,
              elements: [
                { name: 'Stop Loss %', type: 'exit', properties: { percentage: 5 } },
                { name: 'Or', type: 'boolean-operator' },
                { type: 'dropzone', accept: ['exit'] },
              ],
            },
          ],
        };
        await repos.strategies.create(
          owner.id,
          content('Unwritable', unwritable),
          '2026-03-04T09:02:00.000Z',
        );
        expect(await rulesOf(owner.id)).toEqual([
          ['Unwritable', null],
          ['Empty', null],
          ['Crossing', ['Buy when SMA crosses above SMA(50)', 'Sell when stop loss 5%']],
        ]);

        await repos.strategies.updateForUser(
          crossing.id,
          owner.id,
          content('Crossing', document('>', 10)),
          '2026-03-04T10:00:00.000Z',
        );
        expect((await rulesOf(owner.id))[2]).toEqual([
          'Crossing',
          ['Buy when SMA(10) > SMA(50)', 'Sell when stop loss 5%'],
        ]);
      });

      it('fills the rules of rows written before the column, when the database is migrated', async () => {
        const older = await setup();
        const old = openDatabase(older.options);
        try {
          await migrateUpTo(old, '0009-strategy-shapes');
          await sql`insert into users (email, username, password_hash, is_verified, created_at) values ('older@example.com', 'older', 'hash', 1, '2026-01-01T00:00:00.000Z')`.execute(
            old.db,
          );
          const insert = (name: string, config: string) =>
            sql`insert into strategies (user_id, name, description, strategy_config, created_at, updated_at) values (1, ${name}, '', ${config}, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
              old.db,
            );
          await insert('Older crossing', JSON.stringify(document('Cross Below', 5)));
          await insert('Older empty', JSON.stringify(document(null)));
          await insert('Older unreadable', '{"schemaVersion": 99}');
          await migrateToLatest(old);
          const migrated = createRepositories(old.db);
          expect(
            (await migrated.strategies.listSummaries(1, { limit: 10, offset: 0, text: '' })).rows
              .map((row) => [row.name, row.rules])
              .sort(),
          ).toEqual([
            ['Older crossing', ['Buy when SMA(5) crosses below SMA(50)', 'Sell when stop loss 5%']],
            ['Older empty', null],
            ['Older unreadable', null],
          ]);
        } finally {
          await old.close();
          await older.cleanup();
        }
      }, 60_000);
    });

    describe('email codes', () => {
      const code = (hash: string, createdAt: string) => ({
        email: 'code@example.com',
        purpose: 'verify' as const,
        codeHash: hash,
        expiresAt: '2026-03-02T09:15:00.000Z',
        createdAt,
      });

      it('keeps one code per email and purpose, replaced only after the cooldown', async () => {
        expect(
          await repos.emailCodes.replace(code('aa', '2026-03-02T09:00:00.000Z'), '2026-03-02T08:59:00.000Z'),
        ).toBe(true);
        expect(
          await repos.emailCodes.replace(code('bb', '2026-03-02T09:00:30.000Z'), '2026-03-02T08:59:30.000Z'),
        ).toBe(false);
        expect((await repos.emailCodes.find('code@example.com', 'verify'))?.codeHash).toBe('aa');
        expect(
          await repos.emailCodes.replace(code('cc', '2026-03-02T09:01:00.000Z'), '2026-03-02T09:00:00.000Z'),
        ).toBe(true);
        expect(await repos.emailCodes.find('code@example.com', 'verify')).toMatchObject({
          codeHash: 'cc',
          attempts: 0,
        });
        expect(await repos.emailCodes.find('code@example.com', 'reset')).toBeNull();
      });

      it('grants exactly the allowed number of tries, even to parallel requests', async () => {
        const current = await repos.emailCodes.find('code@example.com', 'verify');
        if (!current) throw new Error('no code');
        const claims = await Promise.all(
          Array.from({ length: 12 }, () => repos.emailCodes.claimAttempt(current.id, 5)),
        );
        expect(claims.filter(Boolean)).toHaveLength(5);
        expect((await repos.emailCodes.find('code@example.com', 'verify'))?.attempts).toBe(5);
        // A new code starts with fresh tries.
        await repos.emailCodes.replace(code('dd', '2026-03-02T09:02:00.000Z'), '2026-03-02T09:01:00.000Z');
        expect((await repos.emailCodes.find('code@example.com', 'verify'))?.attempts).toBe(0);
      });

      it('deletes a code once', async () => {
        const current = await repos.emailCodes.find('code@example.com', 'verify');
        if (!current) throw new Error('no code');
        const deletions = await Promise.all([
          repos.emailCodes.delete(current.id),
          repos.emailCodes.delete(current.id),
        ]);
        expect(deletions.filter(Boolean)).toHaveLength(1);
        expect(await repos.emailCodes.find('code@example.com', 'verify')).toBeNull();
      });
    });

    describe('counters', () => {
      it('reads the seeded backtests_run and increments it atomically', async () => {
        expect(await repos.counters.get('backtests_run')).toBe(0);
        await Promise.all(Array.from({ length: 7 }, () => repos.counters.increment('backtests_run')));
        expect(await repos.counters.get('backtests_run')).toBe(7);
      });

      it('recreates a missing counter row', async () => {
        await handle.db.deleteFrom('counters').execute();
        expect(await repos.counters.get('backtests_run')).toBe(0);
        await repos.counters.increment('backtests_run');
        expect(await repos.counters.get('backtests_run')).toBe(1);
      });
    });

    describe('contact messages', () => {
      it('stores and reads a message', async () => {
        const message = {
          name: 'N',
          email: 'n@example.com',
          subject: 'S',
          message: 'M',
          createdAt: '2026-03-02T09:00:00.000Z',
        };
        const id = await repos.contactMessages.create(message);
        expect(typeof id).toBe('number');
        expect(await repos.contactMessages.findById(id)).toEqual({ id, ...message });
        expect(await repos.contactMessages.findById(id + 1000)).toBeNull();
      });
    });
  });
}
