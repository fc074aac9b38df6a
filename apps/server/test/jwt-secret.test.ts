import { statSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { call, signUp } from './api';
import { TEST_JWT_SECRET, startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp.close();
});

describe('access tokens signed with JWT_SECRET', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SMTP_URL: smtp.url, JWT_SECRET: TEST_JWT_SECRET });
  });
  afterAll(async () => {
    await server.close();
  });

  it('are HS256 JWTs with sub = user id and a 7-day expiry', async () => {
    const token = await signUp(server.app, smtp, 'jwt@example.com');
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(TEST_JWT_SECRET));
    expect(protectedHeader.alg).toBe('HS256');
    const row = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'jwt@example.com')
      .executeTakeFirstOrThrow();
    expect(payload.sub).toBe(String(row.id));
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(7 * 24 * 3600);
  });

  it('leave no secret file behind', () => {
    expect(() => statSync(join(server.dataDir, 'jwt-secret'))).toThrow();
  });
});

describe('without JWT_SECRET', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server.close();
  });

  it('generates a secret once into DATA_DIR/jwt-secret, readable by the owner only', () => {
    const file = join(server.dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);
  });

  it('keeps tokens valid across a restart on the same DATA_DIR', async () => {
    const token = await signUp(server.app, smtp, 'restart@example.com');
    const secretBefore = readFileSync(join(server.dataDir, 'jwt-secret'), 'utf8');
    const restarted = await createApp({
      config: server.config,
      database: server.database,
      queueKind: 'inline',
    });
    try {
      expect(readFileSync(join(server.dataDir, 'jwt-secret'), 'utf8')).toBe(secretBefore);
      const me = await call(restarted, 'GET', '/api/auth/me', undefined, { token });
      expect(me.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('config', () => {
  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });
});
