import { StrategySchema } from '@stratblocks/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * Finding 6: a few hundred hostile bodies per endpoint, none of which may get a 5xx. The bodies
 * are valid requests with one part replaced by something hostile (wrong types, huge or tiny
 * numbers, long and odd text, deep nesting, wide arrays, prototype keys), plus broken JSON. The
 * generator is seeded, so a failure names a body that comes back on the next run.
 */

/** mulberry32: a small seeded generator, so that every run sends the same bodies. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value nested `depth` levels, built without recursion. */
function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1e999',
  '99999999999999999999999999',
  '0000-00-00',
  '9999-99-99',
  '2024-02-30',
  'a'.repeat(5000),
  '\u0000\u0001\u0002',
  '\uD800',
  '😀'.repeat(100),
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '../../../../etc/passwd',
  '%00%ff',
  '__proto__',
  'constructor',
  [],
  {},
  [null],
  [[[]]],
  { id: -1 },
  { type: 'boolean-operator', name: 'And', left: null, right: null },
  { type: 'boolean-operator', name: 'Xor', left: { id: 1 }, right: { id: 1 } },
  { elements: Array(60).fill({ name: 'SMA' }) },
  Array(2000).fill(0),
  nested(300, 'array'),
  nested(300, 'object'),
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Every path to a value inside `body` (objects and arrays), the root included. */
function paths(body: Json): string[][] {
  const found: string[][] = [[]];
  const stack: Array<[Json, string[]]> = [[body, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [Json, string[]];
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      const next = [...path, key];
      found.push(next);
      stack.push([child, next]);
    }
  }
  return found;
}

/** One hostile variant of `base`, as the JSON text to send. */
function mutate(base: Json, random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const roll = random();
  if (roll < 0.06) {
    // Broken or odd JSON text.
    return pick([
      '{',
      '{"a":',
      '[1,2',
      'null',
      '"text"',
      '123',
      '{"__proto__":{"x":1}}',
      '{"a":1}}',
      '\u0000',
    ]);
  }
  const body = clone(base);
  const allPaths = paths(body);
  const path = pick(allPaths);
  const value = pick(HOSTILE_VALUES);
  if (path.length === 0) return JSON.stringify(roll < 0.1 ? value : body);
  let parent = body as Record<string, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, Json>;
  const key = path[path.length - 1] as string;
  if (roll < 0.15) Reflect.deleteProperty(parent, key);
  else if (roll < 0.2) parent[`${key}_extra`] = value as Json;
  else parent[key] = value as Json;
  return JSON.stringify(body);
}

let server: TestServer;
let smtp: SmtpSink;
let token: string;
let strategyId: number;

const RUN_BODY: Json = {
  generalSetting: {
    tickerSymbol: 'SPY',
    timeInterval: '1 Day',
    startDate: '2021-01-01',
    endDate: '2021-03-31',
    initialCapital: 10000,
    commission: 0.1,
  },
  entryLogic: {
    long: {
      elements: [
        { name: 'SMA', type: 'comparable', properties: { period: 5 } },
        { name: '>', type: 'compare-operator' },
        { name: 'SMA', type: 'comparable', properties: { period: 20 } },
      ],
    },
    short: null,
  },
  exitLogic: { exit_long: { id: 1 } },
  riskSetting: { maxOpenTrades: 1, sizingMode: 'percent' },
  exitLogicRows: [
    {
      id: 1,
      elements: [
        { name: 'RSI', type: 'comparable', properties: { period: 14 } },
        { name: '>', type: 'compare-operator' },
        { name: 'Number', type: 'comparable', properties: { value: 70 } },
      ],
      dropped: true,
    },
  ],
};

const STRATEGY_BODY: Json = {
  name: 'Fuzzed',
  description: 'hostile',
  strategy_config: { schemaVersion: 1, ...(RUN_BODY as Record<string, Json>) },
  backtest_results: { performance_metrics: { total_return: 1 }, chart_data: {}, closed_trades: [] },
};

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url });
  token = await signUp(server.app, smtp, 'fuzz@example.com');
  const created = await call(server.app, 'POST', '/api/strategies', STRATEGY_BODY, { token });
  strategyId = StrategySchema.parse(created.json()).id;
}, 30_000);
afterAll(async () => {
  await server.close();
  await smtp.close();
});

interface Target {
  method: InjectOptions['method'];
  url: string;
  base: Json;
  count: number;
  signedIn?: boolean;
}

const TARGETS: Target[] = [
  { method: 'POST', url: '/api/backtest/run', base: RUN_BODY, count: 300 },
  { method: 'POST', url: '/api/backtest/stream', base: RUN_BODY, count: 200 },
  { method: 'POST', url: '/api/execute-strategy', base: RUN_BODY, count: 100 },
  { method: 'POST', url: '/api/strategies', base: STRATEGY_BODY, count: 300, signedIn: true },
  { method: 'PUT', url: '/api/strategies/:id', base: STRATEGY_BODY, count: 200, signedIn: true },
  { method: 'POST', url: '/api/auth/login', base: { email: 'fuzz@example.com', password: 'x' }, count: 100 },
  {
    method: 'POST',
    url: '/api/auth/verify-email',
    base: { email: 'fuzz@example.com', code: '1234', password: 'correct horse' },
    count: 100,
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    base: { email: 'fuzz@example.com', code: '1234567890', new_password: 'correct horse' },
    count: 100,
  },
  {
    method: 'PATCH',
    url: '/api/auth/me',
    base: { username: 'fuzz', language: 'en', settings: { theme: 'dark' } },
    count: 100,
    signedIn: true,
  },
  {
    method: 'POST',
    url: '/api/contact',
    base: { name: 'Fuzz', email: 'fuzz@example.com', subject: 'Hi', message: 'Hello' },
    count: 100,
  },
  {
    method: 'POST',
    url: '/api/strategy-text/parse',
    base: {
      text: 'Buy when SMA(fast) crosses above SMA(50) and RSI(14) < 70\nSell when stop loss 5% or after 30 bars',
      inputs: [{ name: 'fast', value: 20 }],
    },
    count: 200,
  },
  { method: 'POST', url: '/api/strategy-text/describe', base: { strategy_config: RUN_BODY }, count: 200 },
];

describe('finding 6: hostile bodies never get a 5xx', () => {
  for (const [index, target] of TARGETS.entries()) {
    it(`${target.method} ${target.url}: ${target.count} hostile bodies`, async () => {
      const random = seeded(1000 + index);
      const failures: string[] = [];
      for (let attempt = 0; attempt < target.count; attempt += 1) {
        const payload = mutate(target.base, random);
        const response = await server.app.inject({
          method: target.method,
          url: target.url.replace(':id', String(strategyId)),
          payload,
          // A new address for every body: the answers are about the body, not the rate limits.
          remoteAddress: `10.${index}.${Math.floor(attempt / 250)}.${attempt % 250}`,
          headers: {
            'content-type': 'application/json',
            ...(target.signedIn && { authorization: `Bearer ${token}` }),
          },
        });
        if (response.statusCode >= 500) {
          failures.push(`${response.statusCode} ${response.body.slice(0, 120)} <- ${payload.slice(0, 300)}`);
        }
      }
      expect(failures).toEqual([]);
    }, 60_000);
  }

  it('GET query strings: hostile values for every parameter', async () => {
    const random = seeded(77);
    const failures: string[] = [];
    const texts = HOSTILE_VALUES.filter(
      (value) => typeof value === 'string' || typeof value === 'number',
    ).map(String);
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const pick = () => {
        const text = texts[Math.floor(random() * texts.length)] ?? '';
        // A lone surrogate cannot be encoded: send a broken escape sequence in its place.
        try {
          return encodeURIComponent(text);
        } catch {
          return '%E0%A4%A';
        }
      };
      const url = [
        `/api/strategies?limit=${pick()}&offset=${pick()}&q=${pick()}`,
        `/api/market/bars?symbol=${pick()}&interval=${pick()}&start=${pick()}&end=${pick()}`,
        `/api/market/symbols?q=${pick()}`,
        `/api/strategies/${pick()}`,
      ][attempt % 4] as string;
      const response = await call(server.app, 'GET', url, undefined, { token });
      if (response.statusCode >= 500) failures.push(`${response.statusCode} ${url}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('CSV uploads: hostile files never get a 5xx', async () => {
    const random = seeded(99);
    const failures: string[] = [];
    const cells = [
      '1',
      '0',
      '-1',
      '1e308',
      '0x10',
      'NaN',
      '',
      '"',
      '""',
      '2024-01-02',
      '0000-01-01',
      'a,b',
      '\u0000',
    ];
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const rows = ['date,open,high,low,close,volume'];
      const count = 1 + Math.floor(random() * 5);
      for (let row = 0; row < count; row += 1) {
        rows.push(
          Array.from(
            { length: 1 + Math.floor(random() * 8) },
            () => cells[Math.floor(random() * cells.length)],
          ).join(','),
        );
      }
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/market/upload?symbol=FUZZ${attempt % 3}`,
        payload: rows.join(random() < 0.5 ? '\n' : '\r\n'),
        headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
      });
      if (response.statusCode >= 500)
        failures.push(`${response.statusCode} ${response.body} <- ${rows.join('|')}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
