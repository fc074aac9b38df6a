import { UPLOAD_LIMITS, UploadListSchema } from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const CSV = [
  'Date,Open,High,Low,Close,Volume',
  '2024-01-02,10,11,9.5,10.5,1000',
  '2024-01-03,10.5,12,10,11.5,1200',
  '2024-01-04,11.5,12.5,11,12,900',
].join('\n');

describe('GET /api/market/uploads: the user’s own uploads', () => {
  let server: TestServer;
  let smtp: SmtpSink;

  const upload = (token: string, symbol: string, text: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/market/upload?symbol=${symbol}&name=${encodeURIComponent(`${symbol} closes`)}`,
      payload: text,
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ SMTP_URL: smtp.url });
  }, 60_000);

  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('lists each of one’s uploads with its bars, first and last date and size; never another user’s', async () => {
    const alice = await signUp(server.app, smtp, 'alice-list@example.com');
    const bob = await signUp(server.app, smtp, 'bob-list@example.com');
    const empty = UploadListSchema.parse(
      (await call(server.app, 'GET', '/api/market/uploads', undefined, { token: alice })).json(),
    );
    expect(empty.items).toEqual([]);
    expect(empty.quota.uploads).toBe(UPLOAD_LIMITS.uploadsPerUser);
    expect(empty.quota.bytes).toBe(UPLOAD_LIMITS.storedMegabytes * 1024 * 1024);

    expect((await upload(alice, 'zeta', CSV)).statusCode).toBe(201);
    expect((await upload(alice, 'ALPHA1', CSV.split('\n').slice(0, 3).join('\n'))).statusCode).toBe(201);
    expect((await upload(bob, 'BOBS', CSV)).statusCode).toBe(201);

    const mine = UploadListSchema.parse(
      (await call(server.app, 'GET', '/api/market/uploads', undefined, { token: alice })).json(),
    );
    expect(
      mine.items.map((item) => [item.symbol, item.name, item.interval, item.bars, item.first, item.last]),
    ).toEqual([
      ['ALPHA1', 'ALPHA1 closes', '1d', 2, '2024-01-02', '2024-01-03'],
      ['ZETA', 'zeta closes', '1d', 3, '2024-01-02', '2024-01-04'],
    ]);
    for (const item of mine.items) expect(item.bytes).toBeGreaterThan(0);

    expect(
      (await call(server.app, 'DELETE', '/api/market/uploads/zeta', undefined, { token: alice })).statusCode,
    ).toBe(204);
    const after = UploadListSchema.parse(
      (await call(server.app, 'GET', '/api/market/uploads', undefined, { token: alice })).json(),
    );
    expect(after.items.map((item) => item.symbol)).toEqual(['ALPHA1']);
  }, 60_000);

  it('is for signed-in users only', async () => {
    const anonymous = await call(server.app, 'GET', '/api/market/uploads');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ detail: string }>().detail).toBeTruthy();
  });
});
