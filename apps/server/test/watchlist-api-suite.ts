import { WATCHLIST_LIMITS, WatchlistListSchema, WatchlistSchema } from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * /api/watchlists on one dialect: the owner's lists only (another user's id is 404), symbols
 * checked against the bundled data and kept canonical, names unique per user whatever the case,
 * and the per-user cap.
 */
export function describeWatchlistApi(
  dialect: string,
  env: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>,
) {
  describe(`watchlists on ${dialect}`, () => {
    let server: TestServer;
    let smtp: SmtpSink;
    let alice: string;
    let bob: string;
    let cleanup: () => Promise<void>;
    const tag = dialect.toLowerCase();

    beforeAll(async () => {
      const database = await env();
      cleanup = () => database.cleanup();
      smtp = await startSmtpSink();
      server = await startTestServer({ SMTP_URL: smtp.url, ...database.env });
      alice = await signUp(server.app, smtp, `watchlist-alice-${tag}@example.com`);
      bob = await signUp(server.app, smtp, `watchlist-bob-${tag}@example.com`);
    });
    afterAll(async () => {
      await server.close();
      await smtp.close();
      await cleanup();
    });

    const post = (token: string, body: unknown) =>
      call(server.app, 'POST', '/api/watchlists', body, { token });
    const list = async (token: string) =>
      WatchlistListSchema.parse(
        (await call(server.app, 'GET', '/api/watchlists', undefined, { token })).json(),
      );

    it('refuses every call without a sign-in', async () => {
      expect((await call(server.app, 'GET', '/api/watchlists')).statusCode).toBe(401);
      expect(
        (await call(server.app, 'POST', '/api/watchlists', { name: 'x', symbols: ['SPY'] })).statusCode,
      ).toBe(401);
      expect((await call(server.app, 'PATCH', '/api/watchlists/1', { name: 'y' })).statusCode).toBe(401);
      expect((await call(server.app, 'DELETE', '/api/watchlists/1')).statusCode).toBe(401);
    });

    it('creates watchlists with canonical symbols, repeats removed, and lists them by name', async () => {
      const created = await post(alice, {
        name: '  Tech leaders ',
        symbols: ['aapl', 'MSFT', 'AAPL', 'nvda'],
      });
      expect(created.statusCode).toBe(201);
      const tech = WatchlistSchema.parse(created.json());
      expect(tech).toMatchObject({ name: 'Tech leaders', symbols: ['AAPL', 'MSFT', 'NVDA'] });
      expect(tech.created_at).toBe(tech.updated_at);
      const coins = WatchlistSchema.parse(
        (await post(alice, { name: 'coins', symbols: ['btc-usd'] })).json(),
      );
      expect(coins.symbols).toEqual(['BTC-USD']);
      const mine = await list(alice);
      expect(mine.limit).toBe(50);
      expect(mine.items.map((item) => item.name)).toEqual(['coins', 'Tech leaders']);
      expect((await list(bob)).items).toEqual([]);
    });

    it('refuses an unknown symbol, a mixed asset class and a bad size with a detail naming it', async () => {
      const unknown = await post(alice, { name: 'Bad', symbols: ['SPY', 'NOPE123'] });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json<{ detail: string }>().detail).toContain('NOPE123');
      const mixed = await post(alice, { name: 'Mixed', symbols: ['SPY', 'BTC-USD'] });
      expect(mixed.statusCode).toBe(422);
      expect(mixed.json<{ detail: string }>().detail).toBe(
        'BTC-USD is Cryptocurrency but SPY is US Stocks: a watchlist holds symbols of one asset class',
      );
      const empty = await post(alice, { name: 'Empty', symbols: [] });
      expect(empty.statusCode).toBe(422);
      expect(empty.json<{ detail: string }>().detail).toContain('1 to 50 symbols');
      const tooMany = await post(alice, { name: 'Many', symbols: Array.from({ length: 51 }, () => 'SPY') });
      expect(tooMany.statusCode).toBe(422);
      const longName = await post(alice, { name: 'x'.repeat(61), symbols: ['SPY'] });
      expect(longName.statusCode).toBe(422);
      expect(longName.json<{ detail: string }>().detail).toContain('60 characters');
      expect((await list(alice)).items).toHaveLength(2);
    });

    it('refuses a name the user already has, whatever its case, but not another user’s', async () => {
      const taken = await post(alice, { name: 'TECH LEADERS', symbols: ['SPY'] });
      expect(taken.statusCode).toBe(409);
      expect(taken.json<{ detail: string }>().detail).toBe(
        'You already have a watchlist named "Tech leaders": choose another name',
      );
      expect((await post(bob, { name: 'Tech leaders', symbols: ['SPY'] })).statusCode).toBe(201);
    });

    it('renames and replaces symbols for the owner only; another user’s id is 404', async () => {
      const [coins, tech] = (await list(alice)).items;
      if (!coins || !tech) throw new Error('two watchlists expected');
      const renamed = await call(
        server.app,
        'PATCH',
        `/api/watchlists/${tech.id}`,
        { name: 'Big tech' },
        { token: alice },
      );
      expect(renamed.statusCode).toBe(200);
      expect(WatchlistSchema.parse(renamed.json())).toMatchObject({
        name: 'Big tech',
        symbols: tech.symbols,
      });
      const resymboled = await call(
        server.app,
        'PATCH',
        `/api/watchlists/${coins.id}`,
        { symbols: ['ETH-USD', 'btc-usd'] },
        { token: alice },
      );
      expect(WatchlistSchema.parse(resymboled.json())).toMatchObject({
        name: 'coins',
        symbols: ['ETH-USD', 'BTC-USD'],
      });
      const clash = await call(
        server.app,
        'PATCH',
        `/api/watchlists/${coins.id}`,
        { name: 'big TECH' },
        { token: alice },
      );
      expect(clash.statusCode).toBe(409);
      // Its own name in another case is a rename, not a clash.
      const recased = await call(
        server.app,
        'PATCH',
        `/api/watchlists/${coins.id}`,
        { name: 'Coins' },
        { token: alice },
      );
      expect(recased.statusCode).toBe(200);
      const empty = await call(server.app, 'PATCH', `/api/watchlists/${coins.id}`, {}, { token: alice });
      expect(empty.statusCode).toBe(422);
      expect(empty.json<{ detail: string }>().detail).toContain('Give name or symbols');

      for (const [method, body] of [
        ['PATCH', { name: 'Stolen' }],
        ['DELETE', undefined],
      ] as const) {
        const foreign = await call(server.app, method, `/api/watchlists/${tech.id}`, body, { token: bob });
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json<{ detail: string }>().detail).toBe('Watchlist not found');
      }
      expect(
        (await call(server.app, 'DELETE', '/api/watchlists/abc', undefined, { token: alice })).statusCode,
      ).toBe(404);
      expect((await list(alice)).items.map((item) => item.name)).toEqual(['Big tech', 'Coins']);
    });

    it('deletes a watchlist once', async () => {
      const [bigTech] = (await list(alice)).items;
      if (!bigTech) throw new Error('a watchlist expected');
      const url = `/api/watchlists/${bigTech.id}`;
      const deleted = await call(server.app, 'DELETE', url, undefined, { token: alice });
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      expect((await call(server.app, 'DELETE', url, undefined, { token: alice })).statusCode).toBe(404);
      expect((await list(alice)).items.map((item) => item.name)).toEqual(['Coins']);
    });

    it(`keeps at most ${WATCHLIST_LIMITS.perUser} watchlists per user`, async () => {
      const carol = await signUp(server.app, smtp, `watchlist-carol-${tag}@example.com`);
      for (let index = 0; index < WATCHLIST_LIMITS.perUser; index += 1) {
        expect((await post(carol, { name: `List ${index}`, symbols: ['SPY'] })).statusCode).toBe(201);
      }
      const over = await post(carol, { name: 'One more', symbols: ['SPY'] });
      expect(over.statusCode).toBe(422);
      expect(over.json<{ detail: string }>().detail).toBe('You keep at most 50 watchlists: delete one first');
    });
  });
}
