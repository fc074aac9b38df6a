import {
  BarsResponseSchema,
  MAX_UPLOAD_BYTES,
  SymbolSearchResponseSchema,
  UploadResponseSchema,
} from '@stratblocks/contracts';
import { MarketDataError } from '@stratblocks/market-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCount } from '../src/db/errors';
import type { RateLimitStore } from '../src/infra/rate-limit';
import { detailOf } from './market-helpers';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

let server: TestServer;
let smtp: SmtpSink;
let alice: string;
let bob: string;
let aliceId: number;
let bobId: number;

const BOUNDARY = '----stratblocks-test-boundary';

/** A multipart/form-data body: text fields, then one file part. */
function form(fields: Record<string, string>, file: string | Buffer | null, filename = 'bars.csv') {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file !== null) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.isBuffer(file) ? file : Buffer.from(file),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

function uploadForm(token: string | null, fields: Record<string, string>, file: string | Buffer | null) {
  const { payload, headers } = form(fields, file);
  return server.app.inject({
    method: 'POST',
    url: '/api/market/upload',
    payload,
    headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) },
  });
}

function uploadText(token: string | null, query: string, text: string, contentType = 'text/csv') {
  return server.app.inject({
    method: 'POST',
    url: `/api/market/upload?${query}`,
    payload: text,
    headers: { 'content-type': contentType, ...(token && { authorization: `Bearer ${token}` }) },
  });
}

/** Bars stored for every upload, in every chunk. */
async function storedBarRows(): Promise<number> {
  const row = await server.database.db
    .selectFrom('market_upload_chunks')
    .select((eb) => eb.fn.coalesce(eb.fn.sum('bar_count'), eb.lit(0)).as('count'))
    .executeTakeFirstOrThrow();
  return toCount(row.count);
}

async function userId(email: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Five daily bars with a BOM and Yahoo-style capitalised headers, an extra Adj Close column. */
const DAILY_CSV = [
  '\uFEFFDate,Open,High,Low,Close,Adj Close,Volume',
  '2024-01-02,10,11,9.5,10.5,10.4,1000',
  '2024-01-03,10.5,12,10,11.5,11.4,1500',
  '2024-01-04,11.5,11.8,10.9,11,10.9,1200',
  '2024-01-05,11,11.2,10,10.2,10.1,900',
  '2024-01-08,10.2,10.9,10.1,10.8,10.7,1100',
  '',
].join('\r\n');

/** No rate limits here: these tests upload many files in a row (market-upload-limits.test.ts counts them). */
const unlimited: RateLimitStore = {
  hit: (_key, windowMs, nowMs) => Promise.resolve({ count: 0, resetAtMs: nowMs + windowMs }),
};

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url }, { rateLimitStore: unlimited });
  alice = await signUp(server.app, smtp, 'alice@example.com');
  bob = await signUp(server.app, smtp, 'bob@example.com');
  aliceId = await userId('alice@example.com');
  bobId = await userId('bob@example.com');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('POST /api/market/upload', () => {
  it('stores a multipart CSV as the user’s symbol (name, asset class default US Stocks)', async () => {
    const response = await uploadForm(alice, { symbol: 'mystock', name: 'My stock' }, DAILY_CSV);
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = UploadResponseSchema.parse(response.json());
    expect(uploaded.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(uploaded).toEqual({
      symbol: 'MYSTOCK',
      name: 'My stock',
      assetClass: 'US Stocks',
      intervals: ['1d'],
      first: '2024-01-02',
      last: '2024-01-08',
      source: 'upload',
      bars: 5,
      uploadedAt: uploaded.uploadedAt,
      replaced: false,
    });
    const bars = BarsResponseSchema.parse(
      (await call(server.app, 'GET', '/api/market/bars?symbol=MYSTOCK', undefined, { token: alice })).json(),
    );
    expect(bars.source).toBe('upload');
    // "Close" is taken before "Adj Close".
    expect(bars.bars[1]).toEqual({
      time: '2024-01-03',
      open: 10.5,
      high: 12,
      low: 10,
      close: 11.5,
      volume: 1500,
    });
  });

  it('accepts a text/csv body with the fields in the query, and other header spellings', async () => {
    const csv =
      'timestamp,o,h,l,c,vol\n2024/01/06,42000,43000,41000,42500,10\n2024/01/07,42500,44000,42000,43900,12\n';
    const response = await uploadText(alice, 'symbol=MYCOIN&assetClass=Cryptocurrency', csv);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      symbol: 'MYCOIN',
      assetClass: 'Cryptocurrency',
      bars: 2,
      name: 'MYCOIN',
    });
  });

  it('stores intraday rows as hourly bars', async () => {
    const csv = [
      'datetime,open,high,low,close,volume',
      '2024-03-04T09:30:00-05:00,100,101,99,100.5,10',
      '2024-03-04T10:30:00-05:00,100.5,102,100,101.5,11',
      '2024-03-04T11:30:00-05:00,101.5,101.9,100.7,101,9',
    ].join('\n');
    const response = await uploadForm(alice, { symbol: 'MYHOURLY' }, csv);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ intervals: ['1h'], first: '2024-03-04', last: '2024-03-04' });
    const loaded = await server.app.services.marketData.loadRunBars(
      {
        tickerSymbol: 'myhourly',
        assetClass: 'US Stocks',
        timeInterval: '1 Hour',
        startDate: '2024-03-01',
        endDate: '2024-03-31',
      },
      aliceId,
    );
    expect(loaded.bars.interval).toBe('1h');
    expect(loaded.bars.times).toEqual([
      '2024-03-04T09:30:00-05:00',
      '2024-03-04T10:30:00-05:00',
      '2024-03-04T11:30:00-05:00',
    ]);
  });

  describe('refuses a bad file whole, naming its first bad line, and stores nothing', () => {
    const cases: Array<[string, string, string]> = [
      [
        'missing columns',
        'date,open,high,close,volume\n2024-01-02,1,2,1.5,10\n',
        'Line 1: Missing column: low (the header needs date, open, high, low, close and optionally volume)',
      ],
      [
        'an unparsable date',
        'date,open,high,low,close,volume\n2024-01-02,1,2,0.5,1.5,10\n2024-13-45,1,2,0.5,1.5,10\n',
        'Line 3: Unreadable date "2024-13-45"',
      ],
      [
        'high below low',
        'date,open,high,low,close,volume\n2024-01-02,1,2,0.5,1.5,10\n2024-01-03,1,2,0.5,1.5,10\n2024-01-04,1,0.9,1.2,1,10\n',
        'Line 4: High (0.9) is below low (1.2)',
      ],
      [
        'a duplicate date',
        'date,open,high,low,close,volume\n2024-01-02,1,2,0.5,1.5,10\n2024-01-02,1,2,0.5,1.5,10\n',
        'Line 3: Duplicate date 2024-01-02',
      ],
      [
        'unsorted dates',
        'date,open,high,low,close,volume\n2024-01-02,1,2,0.5,1.5,10\n2024-01-04,1,2,0.5,1.5,10\n2024-01-03,1,2,0.5,1.5,10\n',
        'Line 4: Dates are not in ascending order (2024-01-03 after 2024-01-04)',
      ],
      ['an empty file', '', 'Line 1: The file is empty'],
      ['a header without rows', 'date,open,high,low,close,volume\n', 'Line 2: The file has no data rows'],
      [
        'a price that is no number',
        'date,open,high,low,close,volume\n2024-01-02,1,2,0.5,abc,10\n',
        'Line 2: Unreadable close price',
      ],
      // Finding 6: impossible bars the probe got accepted.
      [
        'the year 0000',
        'date,open,high,low,close,volume\n2024-01-02,1,2,0.5,1.5,10\n0000-01-03,1,2,0.5,1.5,10\n',
        'Line 3: The date 0000-01-03 is outside the years 1800 to 2200',
      ],
      [
        'the year 9999',
        'date,open,high,low,close,volume\n9999-12-31,1,2,0.5,1.5,10\n',
        'Line 2: The date 9999-12-31 is outside the years 1800 to 2200',
      ],
      [
        'a close above the high',
        'date,open,high,low,close,volume\n2024-01-02,1,2,0.5,1.5,10\n2024-01-03,1,2,0.5,2.5,10\n',
        'Line 3: Close (2.5) is above high (2)',
      ],
      [
        'an open below the low',
        'date,open,high,low,close,volume\n2024-01-02,0.4,2,0.5,1.5,10\n',
        'Line 2: Open (0.4) is below low (0.5)',
      ],
      [
        'a price of 1e308',
        'date,open,high,low,close,volume\n2024-01-02,1,1e308,0.5,1.5,10\n',
        'Line 2: The high price 1e+308 is above 1000000000000',
      ],
      [
        'a hexadecimal price (0x10 is not 16)',
        'date,open,high,low,close,volume\n2024-01-02,1,0x10,0.5,1.5,10\n',
        'Line 2: Unreadable high price',
      ],
    ];
    for (const [what, csv, detail] of cases) {
      it(`${what} (multipart and text/csv)`, async () => {
        const before = await storedBarRows();
        const multipart = await uploadForm(alice, { symbol: 'BADFILE' }, csv);
        expect(multipart.statusCode, multipart.body).toBe(422);
        expect(multipart.json()).toEqual({ detail });
        const text = await uploadText(alice, 'symbol=BADFILE', csv);
        expect(text.statusCode, text.body).toBe(422);
        expect(text.json()).toEqual({ detail });
        expect(await storedBarRows()).toBe(before);
        const found = await call(server.app, 'GET', '/api/market/symbols?q=BADFILE', undefined, {
          token: alice,
        });
        expect(SymbolSearchResponseSchema.parse(found.json())).toEqual([]);
      });
    }

    it('a malformed multipart body: 400 with what went wrong, never 500', async () => {
      const bodies: Array<[string, string | Buffer]> = [
        [
          'cut short',
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\ndate,open`,
        ],
        ['no parts at all', 'not multipart at all'],
        ['a broken part header', `--${BOUNDARY}\r\nContent-Disposition\r\n\r\nx\r\n--${BOUNDARY}--\r\n`],
      ];
      for (const [what, payload] of bodies) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/market/upload',
          payload,
          headers: {
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            authorization: `Bearer ${alice}`,
          },
        });
        expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
        expect(response.statusCode, `${what}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.json<{ detail: string }>().detail.length, what).toBeGreaterThan(0);
      }
      const noBoundary = await server.app.inject({
        method: 'POST',
        url: '/api/market/upload',
        payload: 'x',
        headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${alice}` },
      });
      expect(noBoundary.statusCode, noBoundary.body).toBe(400);
      expect(noBoundary.json<{ detail: string }>().detail).toMatch(/multipart/i);
    });

    it('a file over 50 MB: 413, as multipart and as text/csv', async () => {
      const before = await storedBarRows();
      const huge = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a');
      const multipart = await uploadForm(alice, { symbol: 'HUGE' }, huge);
      expect(multipart.statusCode).toBe(413);
      expect(detailOf(multipart)).toContain('larger than 50 MB');
      const text = await uploadText(alice, 'symbol=HUGE', huge.toString('latin1'));
      expect(text.statusCode).toBe(413);
      expect(detailOf(text)).toContain('larger than 50 MB');
      expect(await storedBarRows()).toBe(before);
    });

    it('a bad replacement leaves the earlier upload of the symbol as it was', async () => {
      const bad = await uploadForm(
        alice,
        { symbol: 'MYSTOCK' },
        'date,open,high,low,close\n2024-01-02,1,2,3,1\n',
      );
      expect(bad.statusCode).toBe(422);
      const kept = await call(server.app, 'GET', '/api/market/bars?symbol=MYSTOCK', undefined, {
        token: alice,
      });
      expect(BarsResponseSchema.parse(kept.json()).bars).toHaveLength(5);
    });
  });

  it('refuses bad fields: a bundled symbol’s name (any form), a bad name, an unknown asset class', async () => {
    for (const [fields, detail] of [
      [{ symbol: 'SPY' }, /^SPY is taken by the bundled symbol SPY/],
      [{ symbol: 'eurusd' }, /^EURUSD is taken by the bundled symbol EURUSD=X/],
      [{ symbol: 'MY SYMBOL!' }, /^symbol: 1 to 20 characters/],
      [{ symbol: 'A'.repeat(21) }, /^symbol: 1 to 20 characters/],
      [{}, /^symbol: /],
      [{ symbol: 'OK1', assetClass: 'Bonds' }, /^assetClass: .*US Stocks/],
    ] as const) {
      const response = await uploadForm(alice, fields, DAILY_CSV);
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(detailOf(response)).toMatch(detail);
    }
    const noFile = await uploadForm(alice, { symbol: 'NOFILE' }, null);
    expect(noFile.statusCode).toBe(422);
    expect(detailOf(noFile)).toContain('no file');
    const json = await call(
      server.app,
      'POST',
      '/api/market/upload?symbol=JSON',
      { rows: [] },
      { token: alice },
    );
    expect(json.statusCode).toBe(415);
  });

  it('requires a signed-in user (401 without a token or with a bad one)', async () => {
    const anonymous = await uploadForm(null, { symbol: 'ANON' }, DAILY_CSV);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Not authenticated' });
    const badToken = await uploadText('not-a-token', 'symbol=ANON', DAILY_CSV);
    expect(badToken.statusCode).toBe(401);
    // Refused before the body is read, even when it is too large.
    const huge = await uploadText(null, 'symbol=ANON', 'a'.repeat(MAX_UPLOAD_BYTES + 1));
    expect(huge.statusCode).toBe(401);
  });
});

describe('uploaded symbols', () => {
  it('belong to their user: others neither find them, nor get their bars, nor run them', async () => {
    const mine = await call(server.app, 'GET', '/api/market/symbols?q=MYST', undefined, { token: alice });
    expect(
      SymbolSearchResponseSchema.parse(mine.json()).map(({ symbol, source, name }) => ({
        symbol,
        source,
        name,
      })),
    ).toEqual([{ symbol: 'MYSTOCK', source: 'upload', name: 'My stock' }]);
    const theirs = await call(server.app, 'GET', '/api/market/symbols?q=MYST', undefined, { token: bob });
    expect(theirs.json()).toEqual([]);
    const anonymous = await call(server.app, 'GET', '/api/market/symbols?q=MYST');
    expect(anonymous.json()).toEqual([]);
    const bars = await call(server.app, 'GET', '/api/market/bars?symbol=MYSTOCK', undefined, { token: bob });
    expect(bars.statusCode).toBe(404);
    expect(detailOf(bars)).toMatch(/^Unknown symbol "MYSTOCK"/);
    await expect(
      server.app.services.marketData.loadRunBars(
        {
          tickerSymbol: 'MYSTOCK',
          assetClass: 'US Stocks',
          timeInterval: '1 Day',
          startDate: '2024-01-01',
          endDate: '2024-12-31',
        },
        bobId,
      ),
    ).rejects.toMatchObject({ code: 'unknown_symbol', status: 404 });
  });

  it('run in a backtest window for their user, with the asset class checked and a note for the log', async () => {
    const request = {
      tickerSymbol: 'mystock',
      assetClass: 'US Stocks' as const,
      timeInterval: '1 Day' as const,
      startDate: '2024-01-03',
      endDate: '2024-01-05',
    };
    const loaded = await server.app.services.marketData.loadRunBars(request, aliceId);
    expect(loaded.bars.symbol).toBe('MYSTOCK');
    expect(loaded.bars.times).toEqual(['2024-01-03', '2024-01-04', '2024-01-05']);
    expect(Array.from(loaded.bars.close)).toEqual([11.5, 11, 10.2]);
    expect(loaded.notes).toHaveLength(1);
    expect(loaded.notes[0]).toMatch(
      /^Data: MYSTOCK from your upload "My stock" \(5 daily bars, uploaded .*\)$/,
    );
    const weekly = await server.app.services.marketData.loadRunBars(
      { ...request, timeInterval: '1 Week', startDate: '2024-01-01', endDate: '2024-01-31' },
      aliceId,
    );
    expect(weekly.bars.interval).toBe('1d');
    const wrongClass = server.app.services.marketData.loadRunBars(
      { ...request, assetClass: 'Cryptocurrency' },
      aliceId,
    );
    await expect(wrongClass).rejects.toBeInstanceOf(MarketDataError);
    await expect(wrongClass).rejects.toMatchObject({
      message: 'MYSTOCK is US Stocks, not Cryptocurrency: choose US Stocks as the asset class',
    });
    const empty = server.app.services.marketData.loadRunBars(
      { ...request, startDate: '2025-01-01', endDate: '2025-12-31' },
      aliceId,
    );
    await expect(empty).rejects.toMatchObject({
      status: 422,
      message:
        'MYSTOCK has no daily bars from 2025-01-01 to 2025-12-31: MYSTOCK has daily data from 2024-01-02 to 2024-01-08',
    });
  });

  it('are replaced whole by a re-upload of the same symbol', async () => {
    const csv = 'date,open,high,low,close,volume\n2023-06-01,5,6,4,5.5,1\n2023-06-02,5.5,6,5,5.8,2\n';
    const response = await uploadText(alice, 'symbol=MyStock&name=Second%20file', csv);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      symbol: 'MYSTOCK',
      bars: 2,
      replaced: true,
      name: 'Second file',
    });
    const bars = await call(server.app, 'GET', '/api/market/bars?symbol=MYSTOCK', undefined, {
      token: alice,
    });
    expect(BarsResponseSchema.parse(bars.json()).bars.map((bar) => bar.time)).toEqual([
      '2023-06-01',
      '2023-06-02',
    ]);
    const rows = await server.database.db
      .selectFrom('market_uploads')
      .select('symbol')
      .where('user_id', '=', aliceId)
      .where('symbol', '=', 'MYSTOCK')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('can be as long as a 20,000-bar answer allows: longer series are served by date range', async () => {
    const lines = ['date,open,high,low,close,volume'];
    const start = Date.UTC(1960, 0, 1);
    for (let day = 0; day < 20_001; day += 1) {
      const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      lines.push(`${date},${100 + (day % 7)},${110 + (day % 7)},${90 + (day % 7)},${101 + (day % 7)},${day}`);
    }
    const response = await uploadForm(
      alice,
      { symbol: 'LONG', assetClass: 'Cryptocurrency' },
      lines.join('\n'),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ bars: 20_001, first: '1960-01-01', last: '2014-10-04' });
    const all = await call(server.app, 'GET', '/api/market/bars?symbol=LONG', undefined, { token: alice });
    expect(all.statusCode).toBe(422);
    expect(all.json()).toEqual({
      detail: 'LONG has 20001 daily bars: one answer holds at most 20000, narrow start and end',
    });
    const part = await call(server.app, 'GET', '/api/market/bars?symbol=LONG&start=2014-01-01', undefined, {
      token: alice,
    });
    expect(part.statusCode, part.body).toBe(200);
    const bars = BarsResponseSchema.parse(part.json()).bars;
    expect(bars).toHaveLength(277);
    expect(bars.at(-1)).toEqual({
      time: '2014-10-04',
      open: 100 + (20_000 % 7),
      high: 110 + (20_000 % 7),
      low: 90 + (20_000 % 7),
      close: 101 + (20_000 % 7),
      volume: 20_000,
    });
  });

  it('can be deleted by their user only', async () => {
    const byBob = await call(server.app, 'DELETE', '/api/market/uploads/MYCOIN', undefined, { token: bob });
    expect(byBob.statusCode).toBe(404);
    const byAlice = await call(server.app, 'DELETE', '/api/market/uploads/mycoin', undefined, {
      token: alice,
    });
    expect(byAlice.statusCode).toBe(204);
    const gone = await call(server.app, 'GET', '/api/market/bars?symbol=MYCOIN', undefined, { token: alice });
    expect(gone.statusCode).toBe(404);
  });
});
