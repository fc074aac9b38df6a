import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * Answers about a signed-in user (their account, their strategies) must not be kept by a shared
 * cache or the browser's back-forward history for the next person at the same computer.
 */
let smtp: SmtpSink;
let server: TestServer;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url });
  token = await signUp(server.app, smtp, 'cache-alice@example.com');
}, 30_000);
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('Cache-Control on signed-in answers', () => {
  it('is no-store on every answer to a request with a token, errors included', async () => {
    for (const [method, url, status] of [
      ['GET', '/api/auth/me', 200],
      ['GET', '/api/strategies', 200],
      ['GET', '/api/strategies/999', 404],
    ] as const) {
      const response = await call(server.app, method, url, undefined, { token });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on an answer to a bad token too', async () => {
    const response = await call(server.app, 'GET', '/api/auth/me', undefined, { token: 'not-a-token' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
