import { readFileSync } from 'node:fs';
import { LibraryYahooChartClient } from '../src/market-data/yahoo-client';

const SPY_BODY = readFileSync(new URL('./fixtures/yahoo/chart-SPY-1d.json', import.meta.url), 'utf8');

const NOT_FOUND_BODY = JSON.stringify({
  chart: { result: null, error: { code: 'Not Found', description: 'No data found, symbol may be delisted' } },
});

/**
 * Yahoo Finance as the tests see it: the real yahoo-finance2 client over a fetch that answers
 * from the recorded fixture (SPY; other symbols listed in `aliases` get SPY's bars under their
 * own name), 404 for anything else, or fails like an offline machine ("fetch failed").
 */
export class FakeYahooNetwork {
  mode: 'online' | 'offline' = 'online';
  readonly calls: string[] = [];
  /** Symbols served with the SPY fixture, renamed: symbol -> [longName, instrumentType]. */
  readonly aliases = new Map<string, [string, string]>();

  readonly fetch: typeof fetch = (input) => {
    const url = input instanceof Request ? input.url : String(input);
    this.calls.push(url);
    if (this.mode === 'offline') return Promise.reject(new TypeError('fetch failed'));
    const symbol = decodeURIComponent(/\/v8\/finance\/chart\/([^?]+)/.exec(url)?.[1] ?? '');
    const json = { 'content-type': 'application/json;charset=utf-8' };
    if (symbol === 'SPY') return Promise.resolve(new Response(SPY_BODY, { status: 200, headers: json }));
    const alias = this.aliases.get(symbol);
    if (alias) {
      const body = JSON.parse(SPY_BODY) as { chart: { result: Array<{ meta: Record<string, unknown> }> } };
      const meta = body.chart.result[0]?.meta ?? {};
      Object.assign(meta, { symbol, longName: alias[0], shortName: alias[0], instrumentType: alias[1] });
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: json }));
    }
    return Promise.resolve(new Response(NOT_FOUND_BODY, { status: 404, headers: json }));
  };

  /** The production client (yahoo-finance2's chart()) over this network. */
  client(): LibraryYahooChartClient {
    return new LibraryYahooChartClient({ fetch: this.fetch });
  }
}
