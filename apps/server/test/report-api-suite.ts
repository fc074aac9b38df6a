import { SharedReportSchema, StrategySchema, StrategyShareSchema } from '@stratblocks/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { engineResearch } from './fixtures/engine-research';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const CONFIG = {
  generalSetting: { tickerSymbol: 'SPY', startDate: '2020-01-01', endDate: '2021-12-31' },
  entryLogic: { long: { id: 1, label: 'Logic 1' }, short: null },
  exitLogic: { exit_long: { id: 1, label: 'Logic 1' }, exit_short: null },
  entryLogicRows: [
    {
      id: 1,
      dropped: true,
      elements: [
        { name: 'SMA', properties: { period: 20 } },
        { name: 'Cross Above' },
        { name: 'SMA', properties: { period: 50 } },
      ],
    },
  ],
  exitLogicRows: [
    { id: 1, dropped: true, elements: [{ name: 'Stop Loss %', properties: { percentage: 4 } }] },
  ],
};
const RESULTS = {
  chart_data: { dates: ['2020-01-02'], equity: [10000] },
  performance_metrics: { total_return: 12.5, sharpe_ratio: 1.234 },
  closed_trades: [{ entry_date: '2020-02-03', exit_date: '2020-03-02', pnl: -400 }],
};
const ENGINE_RESEARCH = engineResearch();
const RESEARCH = { monte_carlo: ENGINE_RESEARCH.monte_carlo, walk_forward: null };

/** `{"a":{"a":...{"a":1}}}` nested `levels` deep, as JSON text (JSON.stringify would recurse). */
function nestedText(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/**
 * Shareable reports through the whole HTTP stack on one database: opt-in link, the anonymous
 * report with nothing of the account, owner-only management, revoke and guessed tokens as 404.
 */
export function describeReportApi(
  dialect: string,
  env: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>,
) {
  describe(`shareable reports on ${dialect}`, () => {
    let server: TestServer;
    let smtp: SmtpSink;
    let alice: string;
    let bob: string;
    let strategyId: number;
    let token: string;
    let cleanup: () => Promise<void>;
    const email = `report-alice-${dialect.toLowerCase()}@example.com`;

    beforeAll(async () => {
      const database = await env();
      cleanup = () => database.cleanup();
      smtp = await startSmtpSink();
      server = await startTestServer({ SMTP_URL: smtp.url, ...database.env });
      alice = await signUp(server.app, smtp, email);
      bob = await signUp(server.app, smtp, `report-bob-${dialect.toLowerCase()}@example.com`);
      const created = await call(
        server.app,
        'POST',
        '/api/strategies',
        {
          name: 'SMA trend',
          description: 'Golden cross with a stop',
          strategy_config: CONFIG,
          backtest_results: RESULTS,
        },
        { token: alice },
      );
      strategyId = StrategySchema.parse(created.json()).id;
    });
    afterAll(async () => {
      await server.close();
      await smtp.close();
      await cleanup();
    });

    const share = (who: string, method: 'POST' | 'GET' | 'DELETE' = 'POST', id = strategyId) =>
      call(server.app, method, `/api/strategies/${id}/share`, undefined, { token: who });
    const report = (value: string) => call(server.app, 'GET', `/api/reports/${value}`);

    it('is not shared until the owner asks', async () => {
      const status = await share(alice, 'GET');
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ share: null });
    });

    it('creates an unguessable link once; sharing again answers the same one', async () => {
      const first = await share(alice);
      expect(first.statusCode).toBe(201);
      const link = StrategyShareSchema.parse(first.json());
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(link.path).toBe(`/report/${link.token}`);
      token = link.token;
      const again = await share(alice);
      expect(again.statusCode).toBe(200);
      expect(StrategyShareSchema.parse(again.json()).token).toBe(token);
      expect((await share(alice, 'GET')).json()).toEqual({ share: link });
    });

    it('shows the report to anyone, with the rules in words and nothing of the account', async () => {
      await call(server.app, 'PUT', `/api/strategies/${strategyId}/research`, RESEARCH, { token: alice });
      const response = await report(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = SharedReportSchema.parse(response.json());
      expect(body.name).toBe('SMA trend');
      expect(body.description).toBe('Golden cross with a stop');
      expect(body.rules).toEqual({
        entry_long: 'SMA(period=20) Cross Above SMA(period=50)',
        entry_short: null,
        exit_long: 'Stop Loss %(percentage=4)',
        exit_short: null,
      });
      expect(body.strategy_config.generalSetting.tickerSymbol).toBe('SPY');
      expect(body.backtest_results).toEqual(RESULTS);
      expect(body.research).toEqual({ ...RESEARCH, sweep: null });
      const text = response.body;
      expect(text).not.toContain(email);
      expect(text).not.toContain('report-alice');
      expect(Object.keys(response.json<Record<string, unknown>>()).sort()).toEqual([
        'backtest_results',
        'description',
        'name',
        'research',
        'rules',
        'shared_at',
        'strategy_config',
        'updated_at',
      ]);
    });

    it('saves the results the engine produces (Monte Carlo, walk-forward, sweep) and answers them as saved', async () => {
      const saved = await call(server.app, 'PUT', `/api/strategies/${strategyId}/research`, ENGINE_RESEARCH, {
        token: alice,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const read = await call(server.app, 'GET', `/api/strategies/${strategyId}/research`, undefined, {
        token: alice,
      });
      expect(read.json<{ research: unknown }>().research).toEqual(ENGINE_RESEARCH);
      expect(SharedReportSchema.parse((await report(token)).json()).research).toEqual(ENGINE_RESEARCH);
      await call(server.app, 'PUT', `/api/strategies/${strategyId}/research`, RESEARCH, { token: alice });
    });

    it('refuses results that are not what the engine produces, and JSON nested deeper than strategies allow, with 422', async () => {
      const put = (body: string | Record<string, unknown>) =>
        server.app.inject({
          method: 'PUT',
          url: `/api/strategies/${strategyId}/research`,
          payload: body,
          headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
        });
      for (const levels of [4_109, 5_000]) {
        const response = await put(`{"monte_carlo":null,"walk_forward":null,"sweep":${nestedText(levels)}}`);
        expect(response.statusCode, `${levels} levels`).toBe(422);
        expect(response.json()).toEqual({ detail: 'sweep nests deeper than 200 levels' });
      }
      const sweep = ENGINE_RESEARCH.sweep as { cells: unknown[] };
      const nullCells = await put({ sweep: { ...sweep, cells: sweep.cells.map(() => null) } });
      expect(nullCells.statusCode).toBe(422);
      expect(nullCells.json<{ detail: string }>().detail).toMatch(/^sweep\.cells\.0: Invalid input/);
      const strayRanking = await put({ sweep: { ...sweep, ranking: [0, 99] } });
      expect(strayRanking.statusCode).toBe(422);
      expect(strayRanking.json()).toEqual({ detail: 'The ranking names a cell that is not in the grid' });
      const madeUp = await put({ monte_carlo: { method: 'reshuffle', seed: 42, runs: 1000 } });
      expect(madeUp.statusCode).toBe(422);
      // Nothing of a refused body was saved.
      const read = await call(server.app, 'GET', `/api/strategies/${strategyId}/research`, undefined, {
        token: alice,
      });
      expect(read.json<{ research: unknown }>().research).toEqual({ ...RESEARCH, sweep: null });
    });

    it('reads results saved before their shapes were checked: a part that does not fit reads as null, never a 500', async () => {
      const sweep = ENGINE_RESEARCH.sweep as { cells: unknown[] };
      const stored = `{"monte_carlo":${JSON.stringify(ENGINE_RESEARCH.monte_carlo)},"walk_forward":${nestedText(4_109)},"sweep":${JSON.stringify({ ...sweep, cells: sweep.cells.map(() => null) })}}`;
      await sql`update strategy_research set results = ${stored} where strategy_id = ${strategyId}`.execute(
        server.database.db,
      );
      const response = await report(token);
      expect(response.statusCode).toBe(200);
      expect(SharedReportSchema.parse(response.json()).research).toEqual({
        monte_carlo: ENGINE_RESEARCH.monte_carlo,
        walk_forward: null,
        sweep: null,
      });
      const owner = await call(server.app, 'GET', `/api/strategies/${strategyId}/research`, undefined, {
        token: alice,
      });
      expect(owner.statusCode).toBe(200);
      expect(owner.json<{ research: unknown }>().research).toEqual({
        monte_carlo: ENGINE_RESEARCH.monte_carlo,
        walk_forward: null,
        sweep: null,
      });
      await call(server.app, 'PUT', `/api/strategies/${strategyId}/research`, RESEARCH, { token: alice });
    });

    it("refuses to share, read or revoke another user's strategy (404)", async () => {
      for (const method of ['POST', 'GET', 'DELETE'] as const) {
        const response = await share(bob, method);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Strategy not found' });
      }
      const research = await call(server.app, 'GET', `/api/strategies/${strategyId}/research`, undefined, {
        token: bob,
      });
      expect(research.statusCode).toBe(404);
      expect((await report(token)).statusCode).toBe(200);
      expect((await call(server.app, 'POST', `/api/strategies/${strategyId}/share`)).statusCode).toBe(401);
    });

    it('answers 404 for a guessed or malformed token', async () => {
      for (const guess of [
        'A'.repeat(32),
        `${token.slice(0, 31)}${token.endsWith('x') ? 'y' : 'x'}`,
        'short',
        '..%2F..%2Fetc',
      ]) {
        const response = await report(guess);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Report not found' });
      }
    });

    it('revokes: the link answers 404, and a new share is a new token', async () => {
      const revoked = await share(alice, 'DELETE');
      expect(revoked.statusCode).toBe(204);
      const gone = await report(token);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ detail: 'Report not found' });
      expect((await share(alice, 'GET')).json()).toEqual({ share: null });
      const again = StrategyShareSchema.parse((await share(alice)).json());
      expect(again.token).not.toBe(token);
      expect((await report(again.token)).statusCode).toBe(200);
      // Deleting the strategy takes its link along.
      await call(server.app, 'DELETE', `/api/strategies/${strategyId}`, undefined, { token: alice });
      expect((await report(again.token)).statusCode).toBe(404);
    });
  });
}
