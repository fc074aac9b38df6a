import { join } from 'node:path';
import { BarsResponseSchema, SymbolSearchResponseSchema } from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { call, signUp } from './api';
import { startTestServer, TestClock, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * What one signed-in user's uploads may cost everyone else: rows per file, uploads and bytes per
 * account, uploads per minute; and what reading an uploaded series costs: only the requested window.
 */
let smtp: SmtpSink;
let server: TestServer;
const clock = new TestClock();
let alice: string;
let bob: string;
const closers: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url, UPLOAD_QUOTA_MB: '6' }, { clock });
  alice = await signUp(server.app, smtp, 'upload-alice@example.com');
  bob = await signUp(server.app, smtp, 'upload-bob@example.com');
}, 30_000);
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await server.close();
  await smtp.close();
});

/** `count` hourly bars from 2000-01-03, a price that moves, as CSV text. */
function hourlyCsv(count: number): string {
  const lines = ['date,open,high,low,close,volume'];
  const start = Date.UTC(2000, 0, 3, 14);
  for (let index = 0; index < count; index += 1) {
    const time = new Date(start + index * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    const close = 100 + (index % 50) / 10;
    lines.push(`${time},${close},${close + 1},${close - 1},${close},${1000 + index}`);
  }
  return lines.join('\n');
}

/** `count` daily bars from 1900-01-01. */
function dailyCsv(count: number): string {
  const lines = ['date,open,high,low,close,volume'];
  const start = Date.UTC(1900, 0, 1);
  for (let index = 0; index < count; index += 1) {
    const date = new Date(start + index * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${date},10,11,9,10.5,${index}`);
  }
  return lines.join('\n');
}

function upload(app: FastifyInstance, token: string, symbol: string, text: string) {
  return app.inject({
    method: 'POST',
    url: `/api/market/upload?symbol=${symbol}&assetClass=Cryptocurrency`,
    payload: text,
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
  });
}

async function uploadedSymbols(token: string): Promise<string[]> {
  const response = await call(
    server.app,
    'GET',
    '/api/market/symbols?assetClass=Cryptocurrency&q=',
    undefined,
    {
      token,
    },
  );
  return SymbolSearchResponseSchema.parse(response.json())
    .filter((item) => item.source === 'upload')
    .map((item) => item.symbol);
}

describe('uploads one account may make', () => {
  it('holds at most 100,000 bars in one file: one row more is refused whole, naming the limit', async () => {
    const carol = await signUp(server.app, smtp, 'upload-carol@example.com');
    const tooMany = await upload(server.app, carol, 'BIG', hourlyCsv(100_001));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({
      detail:
        'The file has more than 100,000 rows; an upload holds at most 100,000 bars: split it or drop old rows',
    });
    expect(await uploadedSymbols(carol)).toEqual([]);
    const fits = await upload(server.app, carol, 'BIG', hourlyCsv(100_000));
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json()).toMatchObject({ symbol: 'BIG', bars: 100_000 });
  }, 60_000);

  it('keeps at most 20 uploads per account: a 21st symbol is a 422 naming the limit, a replacement is fine', async () => {
    const dave = await signUp(server.app, smtp, 'upload-dave@example.com');
    for (let index = 0; index < 20; index += 1) {
      // Ten a minute at most: the clock moves on between tens.
      if (index % 10 === 0) clock.advance(61_000);
      const response = await upload(server.app, dave, `S${index}`, dailyCsv(10));
      expect(response.statusCode, response.body).toBe(201);
    }
    clock.advance(61_000);
    const refused = await upload(server.app, dave, 'S20', dailyCsv(10));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      detail: 'An account keeps at most 20 uploads: delete one, or upload under the name of one you have',
    });
    const replaced = await upload(server.app, dave, 'S7', dailyCsv(12));
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json()).toMatchObject({ bars: 12, replaced: true });
    // Another account is not affected.
    expect((await upload(server.app, bob, 'MINE', dailyCsv(10))).statusCode).toBe(201);
  }, 60_000);

  it('keeps at most UPLOAD_QUOTA_MB of stored bars per account', async () => {
    const erin = await signUp(server.app, smtp, 'upload-erin@example.com');
    clock.advance(61_000);
    // 60,000 hourly bars take about 3.4 MB: two pass 6 MB.
    expect((await upload(server.app, erin, 'FIRST', hourlyCsv(60_000))).statusCode).toBe(201);
    const over = await upload(server.app, erin, 'SECOND', hourlyCsv(60_000));
    expect(over.statusCode).toBe(422);
    expect(over.json<{ detail: string }>().detail).toMatch(
      /^Your uploads would take \d+(\.\d)? MB; an account keeps at most 6 MB: delete one or upload fewer rows$/,
    );
    // Replacing FIRST with a series of the same size fits: the old one is not counted twice.
    expect((await upload(server.app, erin, 'FIRST', hourlyCsv(60_000))).statusCode).toBe(201);
    expect(await uploadedSymbols(erin)).toEqual(['FIRST']);
  }, 60_000);

  it('takes at most 10 uploads a minute per account (429 with Retry-After), whatever the other accounts do', async () => {
    const fay = await signUp(server.app, smtp, 'upload-fay@example.com');
    clock.advance(61_000);
    for (let index = 0; index < 10; index += 1) {
      expect((await upload(server.app, fay, 'SAME', dailyCsv(5))).statusCode).toBe(201);
    }
    const limited = await upload(server.app, fay, 'SAME', dailyCsv(5));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(server.app, bob, 'OTHER', dailyCsv(5))).statusCode).toBe(201);
  });
});

/** Counts what the database answers (bytes of every value of every row), like a meter on the wire. */
class ReadMeter implements KyselyPlugin {
  bytes = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const value of Object.values(row)) {
        if (typeof value === 'string') this.bytes += value.length;
        else if (value instanceof Uint8Array) this.bytes += value.byteLength;
        else this.bytes += 8;
      }
    }
    return Promise.resolve(args.result);
  }
}

/** Another API process on the same database: nothing of the series in its memory. */
async function freshProcess(): Promise<{ app: FastifyInstance; meter: ReadMeter }> {
  const config = loadConfig({ DATA_DIR: server.dataDir, WEB_DIST_DIR: join(server.dataDir, 'web') });
  const database = openDatabase(config);
  const meter = new ReadMeter();
  const app = await createApp({
    config,
    database: { ...database, db: database.db.withPlugin(meter) },
    queueKind: 'inline',
    clock,
  });
  closers.push(async () => {
    await app.close();
    await database.close();
  });
  return { app, meter };
}

describe('reading uploaded bars', () => {
  it('reads only the requested window from the database, for two users with large uploads', async () => {
    clock.advance(61_000);
    expect((await upload(server.app, alice, 'ALICEH', hourlyCsv(60_000))).statusCode).toBe(201);
    expect((await upload(server.app, bob, 'BOBH', hourlyCsv(60_000))).statusCode).toBe(201);

    // Bob asks for one week of his series, then for all of it, each in a process that has read nothing.
    const week = await freshProcess();
    const bars = await call(
      week.app,
      'GET',
      '/api/market/bars?symbol=BOBH&interval=1h&start=2004-06-01&end=2004-06-07',
      undefined,
      { token: bob },
    );
    expect(bars.statusCode, bars.body).toBe(200);
    expect(BarsResponseSchema.parse(bars.json()).bars).toHaveLength(7 * 24);
    const whole = await freshProcess();
    const all = await call(whole.app, 'GET', '/api/market/bars?symbol=BOBH&interval=1h', undefined, {
      token: bob,
    });
    expect(all.statusCode).toBe(422);
    expect(whole.meter.bytes).toBeGreaterThan(60_000 * 40);
    expect(week.meter.bytes).toBeLessThan(whole.meter.bytes / 4);

    // A backtest of one month of Alice's series reads that month, not her whole series.
    const run = await freshProcess();
    const response = await call(
      run.app,
      'POST',
      '/api/backtest/run',
      {
        generalSetting: {
          tickerSymbol: 'ALICEH',
          assetClass: 'Cryptocurrency',
          timeInterval: '1 Hour',
          startDate: '2003-03-01',
          endDate: '2003-03-31',
        },
        entryLogic: {
          long: {
            elements: [{ name: 'SMA', properties: { period: 5 } }, { name: 'Cross Above' }, { name: 'SMA' }],
          },
        },
      },
      { token: alice },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(run.meter.bytes).toBeLessThan(whole.meter.bytes / 4);
  }, 90_000);
});
