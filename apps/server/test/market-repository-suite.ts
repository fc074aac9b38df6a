import { barsFromRows, sliceByDate, type BarSeries } from '@stratblocks/engine';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrateUpTo, openDatabase, type DatabaseHandle } from '../src/db/database';
import { createRepositories, type Repositories } from '../src/db/repositories';
import { toCount } from '../src/db/errors';
import { UploadQuotaError, type UploadQuota } from '../src/db/market-uploads';
import { CHUNK_BARS, encodeBarChunks } from '../src/market-data/bar-chunks';
import type { SuiteDatabase } from './repository-suite';

/** Daily bars from 2000-01-01, one per calendar day, with prices that show any rounding. */
function dailySeries(symbol: string, count: number, base = 100): BarSeries {
  const start = Date.UTC(2000, 0, 1);
  return barsFromRows(
    symbol,
    '1d',
    Array.from({ length: count }, (_, index) => ({
      time: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
      open: base + index / 7,
      high: base + index / 7 + 1.123456789,
      low: base + index / 7 - 0.987654321,
      close: base + index / 3,
      volume: 33_830_210_616 + index,
    })),
  );
}

function columns(series: BarSeries) {
  return {
    times: [...series.times],
    open: Array.from(series.open),
    high: Array.from(series.high),
    low: Array.from(series.low),
    close: Array.from(series.close),
    volume: Array.from(series.volume),
  };
}

/**
 * Makes the database refuse the row with seq `seq` of a table (as a full disk would), after the
 * rows before it went in; returns the function that removes the trigger again.
 */
async function failAtSeq(
  handle: DatabaseHandle,
  table: 'market_cache_bars' | 'market_upload_chunks',
  seq: number,
): Promise<() => Promise<void>> {
  const trigger = `fail_${table}`;
  if (handle.dialect === 'sqlite') {
    await sql
      .raw(
        `create trigger ${trigger} before insert on ${table} for each row when new.seq = ${seq} begin select raise(abort, 'the disk is full (test)'); end`,
      )
      .execute(handle.db);
    return async () => {
      await sql.raw(`drop trigger ${trigger}`).execute(handle.db);
    };
  }
  await sql
    .raw(
      `create function ${trigger}() returns trigger as $$ begin if new.seq = ${seq} then raise exception 'the disk is full (test)'; end if; return new; end $$ language plpgsql`,
    )
    .execute(handle.db);
  await sql
    .raw(`create trigger ${trigger} before insert on ${table} for each row execute function ${trigger}()`)
    .execute(handle.db);
  return async () => {
    await sql.raw(`drop trigger ${trigger} on ${table}`).execute(handle.db);
    await sql.raw(`drop function ${trigger}()`).execute(handle.db);
  };
}

/**
 * The market-data repositories on one dialect: the Yahoo cache and the uploads, stored and read
 * back exactly, replaced whole, scoped to their user, and all-or-nothing when a write fails.
 */
export function describeMarketRepositories(dialect: string, setup: () => Promise<SuiteDatabase>): void {
  describe(`market-data repositories on ${dialect}`, () => {
    let suite: SuiteDatabase;
    let handle: DatabaseHandle;
    let repos: Repositories;
    let alice: number;
    let bob: number;

    beforeAll(async () => {
      suite = await setup();
      handle = openDatabase(suite.options);
      await migrateToLatest(handle);
      repos = createRepositories(handle.db);
      const user = (email: string) =>
        repos.users.create({
          email,
          username: email.split('@')[0] ?? email,
          passwordHash: 'hash',
          googleSubject: null,
          isVerified: true,
          createdAt: '2026-03-02T09:00:00.000Z',
        });
      alice = (await user('market-alice@example.com')).id;
      bob = (await user('market-bob@example.com')).id;
    });
    afterAll(async () => {
      await handle.close();
      await suite.cleanup();
    });

    async function count(table: 'market_cache_bars' | 'market_upload_chunks'): Promise<number> {
      const row = await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
        .executeTakeFirstOrThrow();
      return toCount(row.count);
    }

    describe('Yahoo cache', () => {
      it('stores a series with its fetch time and reads it back exactly, over several insert chunks', async () => {
        expect(await repos.marketCache.find('SPY', '1d')).toBeNull();
        const series = dailySeries('SPY', 7_001);
        const stored = await repos.marketCache.replace(
          {
            symbol: 'SPY',
            interval: '1d',
            name: 'SPDR S&P 500 ETF Trust',
            assetClass: 'US Stocks',
            fetchedAt: '2026-01-02T20:00:00.000Z',
          },
          series,
        );
        const expected = {
          symbol: 'SPY',
          interval: '1d',
          name: 'SPDR S&P 500 ETF Trust',
          assetClass: 'US Stocks',
          first: '2000-01-01',
          last: series.times[7_000],
          barCount: 7_001,
          fetchedAt: '2026-01-02T20:00:00.000Z',
        };
        expect(stored).toEqual(expected);
        expect(await repos.marketCache.find('SPY', '1d')).toEqual(expected);
        expect(await repos.marketCache.find('SPY', '1h')).toBeNull();
        const loaded = await repos.marketCache.loadBars('SPY', '1d');
        expect(loaded.interval).toBe('1d');
        expect(columns(loaded)).toEqual(columns(series));
      });

      it('replaces a series whole on a new fetch, and lists series by symbol', async () => {
        await repos.marketCache.replace(
          {
            symbol: 'BTC-USD',
            interval: '1d',
            name: 'Bitcoin USD',
            assetClass: 'Cryptocurrency',
            fetchedAt: '2026-01-02T20:00:00.000Z',
          },
          dailySeries('BTC-USD', 10),
        );
        const newer = dailySeries('SPY', 3, 200);
        await repos.marketCache.replace(
          {
            symbol: 'SPY',
            interval: '1d',
            name: 'SPDR S&P 500 ETF Trust',
            assetClass: 'US Stocks',
            fetchedAt: '2026-01-03T09:00:00.000Z',
          },
          newer,
        );
        expect(columns(await repos.marketCache.loadBars('SPY', '1d'))).toEqual(columns(newer));
        expect(await count('market_cache_bars')).toBe(13);
        expect(
          (await repos.marketCache.list()).map((record) => [
            record.symbol,
            record.barCount,
            record.fetchedAt,
          ]),
        ).toEqual([
          ['BTC-USD', 10, '2026-01-02T20:00:00.000Z'],
          ['SPY', 3, '2026-01-03T09:00:00.000Z'],
        ]);
      });

      it('keeps the cached series when storing a new one fails halfway', async () => {
        const restore = await failAtSeq(handle, 'market_cache_bars', 3_400);
        await expect(
          repos.marketCache.replace(
            {
              symbol: 'SPY',
              interval: '1d',
              name: 'SPY',
              assetClass: 'US Stocks',
              fetchedAt: '2026-01-04T09:00:00.000Z',
            },
            dailySeries('SPY', 3_500, 500),
          ),
        ).rejects.toThrow('the disk is full (test)');
        await restore();
        expect(await repos.marketCache.find('SPY', '1d')).toMatchObject({
          barCount: 3,
          fetchedAt: '2026-01-03T09:00:00.000Z',
        });
        expect(await count('market_cache_bars')).toBe(13);
      });
    });

    describe('uploads', () => {
      const ROOMY: UploadQuota = { uploads: 20, bytes: 50 * 1_048_576 };
      const upload = (userId: number, symbol: string, series: BarSeries) => ({
        userId,
        symbol,
        name: `${symbol} file`,
        assetClass: 'Cryptocurrency',
        uploadedAt: '2026-03-02T09:00:00.000Z',
        series: {
          interval: series.interval,
          first: series.times[0] ?? '',
          last: series.times[series.times.length - 1] ?? '',
          barCount: series.times.length,
          chunks: encodeBarChunks(series),
        },
      });
      const bytesOf = bytesOfSeries;

      it('stores an upload for its user in chunks and reads its bars back exactly, whole or by window', async () => {
        const series = dailySeries('MINE', 9_000);
        const { record, replaced } = await repos.marketUploads.replace(upload(alice, 'MINE', series), ROOMY);
        expect(replaced).toBe(false);
        expect(record.id).toBeTypeOf('number');
        expect(record).toEqual({
          id: record.id,
          userId: alice,
          symbol: 'MINE',
          name: 'MINE file',
          assetClass: 'Cryptocurrency',
          interval: '1d',
          first: '2000-01-01',
          last: series.times[8_999],
          barCount: 9_000,
          uploadedAt: '2026-03-02T09:00:00.000Z',
          storedBytes: bytesOf(series),
        });
        expect(await count('market_upload_chunks')).toBe(Math.ceil(9_000 / CHUNK_BARS));
        expect(await repos.marketUploads.findForUser(alice, 'MINE')).toEqual(record);
        expect(columns(await repos.marketUploads.loadBars(record))).toEqual(columns(series));
        // Windows inside one chunk, across chunk ends, at the edges and outside the series.
        for (const [start, end] of [
          ['2001-02-03', '2001-02-10'],
          ['2010-01-01', '2016-12-31'],
          ['1990-01-01', '2000-01-01'],
          ['2024-08-22', '2030-01-01'],
          ['2030-01-01', '2031-01-01'],
        ] as const) {
          expect(columns(await repos.marketUploads.loadBars(record, { start, end }))).toEqual(
            columns(sliceByDate(series, start, end)),
          );
        }
      });

      it('scopes every read to the owner', async () => {
        expect(await repos.marketUploads.findForUser(bob, 'MINE')).toBeNull();
        expect(await repos.marketUploads.listByUser(bob)).toEqual([]);
        await repos.marketUploads.replace(upload(bob, 'MINE', dailySeries('MINE', 2, 1)), ROOMY);
        expect((await repos.marketUploads.findForUser(bob, 'MINE'))?.barCount).toBe(2);
        expect((await repos.marketUploads.findForUser(alice, 'MINE'))?.barCount).toBe(9_000);
        expect((await repos.marketUploads.listByUser(alice)).map((record) => record.symbol)).toEqual([
          'MINE',
        ]);
      });

      it('replaces an upload whole under a new id, and leaves it as it was when the new one fails', async () => {
        const before = await repos.marketUploads.findForUser(alice, 'MINE');
        const series = dailySeries('MINE', 5, 42);
        const { record, replaced } = await repos.marketUploads.replace(upload(alice, 'MINE', series), ROOMY);
        expect(replaced).toBe(true);
        expect(record.id).not.toBe(before?.id);
        expect(columns(await repos.marketUploads.loadBars(record))).toEqual(columns(series));
        expect(await count('market_upload_chunks')).toBe(1 + 1);

        // The second chunk of the new series fails after the first went in: nothing of it stays.
        const restore = await failAtSeq(handle, 'market_upload_chunks', 1);
        await expect(
          repos.marketUploads.replace(upload(alice, 'MINE', dailySeries('MINE', 9_000, 500)), ROOMY),
        ).rejects.toThrow('the disk is full (test)');
        expect(await repos.marketUploads.findForUser(alice, 'MINE')).toEqual(record);
        expect(await count('market_upload_chunks')).toBe(1 + 1);
        await expect(
          repos.marketUploads.replace(upload(alice, 'OTHER', dailySeries('OTHER', 9_000)), ROOMY),
        ).rejects.toThrow('the disk is full (test)');
        await restore();
        expect(await repos.marketUploads.findForUser(alice, 'OTHER')).toBeNull();
        expect(await count('market_upload_chunks')).toBe(1 + 1);
      });

      it("refuses an upload past the account's quota in the storing transaction, the replaced one not counted", async () => {
        const small = dailySeries('Q', 100);
        const quota: UploadQuota = { uploads: 2, bytes: bytesOf(small) * 2 };
        const carol = (
          await repos.users.create({
            email: 'market-carol@example.com',
            username: 'market-carol',
            passwordHash: 'hash',
            googleSubject: null,
            isVerified: true,
            createdAt: '2026-03-02T09:00:00.000Z',
          })
        ).id;
        await repos.marketUploads.replace(upload(carol, 'Q1', small), quota);
        await repos.marketUploads.replace(upload(carol, 'Q2', small), quota);
        const third = repos.marketUploads.replace(upload(carol, 'Q3', small), quota);
        await expect(third).rejects.toBeInstanceOf(UploadQuotaError);
        await expect(third).rejects.toMatchObject({ limit: 'uploads' });
        // A replacement of the same size fits; a larger one passes the bytes.
        expect((await repos.marketUploads.replace(upload(carol, 'Q2', small), quota)).replaced).toBe(true);
        await expect(
          repos.marketUploads.replace(upload(carol, 'Q2', dailySeries('Q', 101)), quota),
        ).rejects.toMatchObject({
          limit: 'bytes',
          wouldKeepBytes: bytesOf(small) + bytesOf(dailySeries('Q', 101)),
        });
        expect((await repos.marketUploads.listByUser(carol)).map((record) => record.symbol)).toEqual([
          'Q1',
          'Q2',
        ]);
      });

      it('deletes an upload of its owner only', async () => {
        expect(await repos.marketUploads.deleteForUser(alice, 'NONE')).toBe(false);
        expect(await repos.marketUploads.deleteForUser(bob, 'MINE')).toBe(true);
        expect(await repos.marketUploads.findForUser(bob, 'MINE')).toBeNull();
        expect(await repos.marketUploads.findForUser(alice, 'MINE')).not.toBeNull();
        expect(await count('market_upload_chunks')).toBe(1 + 2);
      });
    });

    describe('uploads stored as rows by an older version', () => {
      it('move to chunks with their bars unchanged when the database is migrated', async () => {
        const older = await setup();
        const old = openDatabase(older.options);
        try {
          await migrateUpTo(old, '0005-shares-and-research');
          const series = dailySeries('OLDER', 5_000, 7);
          await sql`insert into users (email, username, password_hash, is_verified, created_at) values ('older@example.com', 'older', 'hash', 1, '2026-01-01T00:00:00.000Z')`.execute(
            old.db,
          );
          await sql`insert into market_uploads (user_id, symbol, name, asset_class, bar_interval, first_time, last_time, bar_count, uploaded_at) values (1, 'OLDER', 'Older', 'US Stocks', '1d', ${series.times[0]}, ${series.times[4_999]}, 5000, '2026-01-01T00:00:00.000Z')`.execute(
            old.db,
          );
          for (let index = 0; index < 5_000; index += 1) {
            await sql`insert into market_upload_bars (upload_id, seq, time, open, high, low, close, volume) values (1, ${index}, ${series.times[index]}, ${series.open[index]}, ${series.high[index]}, ${series.low[index]}, ${series.close[index]}, ${series.volume[index]})`.execute(
              old.db,
            );
          }
          await migrateToLatest(old);
          const migrated = createRepositories(old.db);
          const record = await migrated.marketUploads.findForUser(1, 'OLDER');
          expect(record).toMatchObject({ barCount: 5_000, storedBytes: bytesOfSeries(series) });
          if (!record) throw new Error('the upload is gone');
          expect(columns(await migrated.marketUploads.loadBars(record))).toEqual(columns(series));
        } finally {
          await old.close();
          await older.cleanup();
        }
      }, 60_000);
    });
  });
}

function bytesOfSeries(series: BarSeries): number {
  return encodeBarChunks(series).reduce((sum, chunk) => sum + chunk.data.byteLength, 0);
}
