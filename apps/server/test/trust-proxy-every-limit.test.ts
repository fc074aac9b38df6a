import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * Behind a trusted proxy every rate limit counts the client's address (X-Forwarded-For), not the
 * proxy's: one client that passes a limit is refused, another client through the same proxy is not.
 */
let server: TestServer;
let smtp: SmtpSink;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url, TRUST_PROXY: 'loopback' });
  token = await signUp(server.app, smtp, 'proxied@example.com');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** A strategy the compiler refuses (no entry logic): answered 422 after the limit counted it. */
const EMPTY_RUN = { entryLogic: { long: null, short: null } };

const LIMITED: Array<{ what: string; path: string; body: unknown; limit: number }> = [
  {
    what: 'login (per client and email)',
    path: '/api/auth/login',
    body: { email: 'proxied@example.com', password: 'wrong password' },
    limit: 5,
  },
  {
    what: 'register (per client and email)',
    path: '/api/auth/register',
    body: { email: 'newcomer@example.com', password: 'long enough 1' },
    limit: 5,
  },
  {
    what: 'verify-email (per client and email)',
    path: '/api/auth/verify-email',
    body: { email: 'nobody@example.com', code: '0000' },
    limit: 5,
  },
  {
    what: 'reset-password (per client and email)',
    path: '/api/auth/reset-password',
    body: { email: 'nobody@example.com', code: '0000000000', new_password: 'long enough 1' },
    limit: 5,
  },
  {
    what: 'forgot-password (per client and email)',
    path: '/api/auth/forgot-password',
    body: { email: 'nobody@example.com' },
    limit: 5,
  },
  {
    what: 'resend-verification (per client and email)',
    path: '/api/auth/resend-verification',
    body: { email: 'nobody@example.com' },
    limit: 5,
  },
  { what: 'backtest run (per client)', path: '/api/backtest/run', body: EMPTY_RUN, limit: 30 },
  { what: 'backtest stream (per client)', path: '/api/backtest/stream', body: EMPTY_RUN, limit: 30 },
];

describe('TRUST_PROXY: every rate limit sees the client behind the proxy', () => {
  for (const [index, { what, path, body, limit }] of LIMITED.entries()) {
    it(
      what,
      async () => {
        const client = (n: number) => ({
          ip: '127.0.0.1',
          headers: { 'x-forwarded-for': `198.51.${index}.${n}` },
        });
        const statuses: number[] = [];
        for (let attempt = 0; attempt <= limit; attempt += 1) {
          statuses.push((await call(server.app, 'POST', path, body, client(1))).statusCode);
        }
        expect(statuses.slice(0, limit)).not.toContain(429);
        expect(statuses[limit]).toBe(429);
        const other = await call(server.app, 'POST', path, body, client(2));
        expect(other.statusCode, other.body).not.toBe(429);
      },
      30_000,
    );
  }

  it('change-password counts per user, whatever the address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await call(
        server.app,
        'POST',
        '/api/auth/change-password',
        { current_password: 'wrong password', new_password: 'new password 1' },
        { token, ip: '127.0.0.1', headers: { 'x-forwarded-for': `203.0.113.${attempt}` } },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });
});
