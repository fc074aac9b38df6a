import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api';
import { startTestServer, type TestServer } from './helpers';

const PASSWORD = 'a very secret password';
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    callback();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { logger: { level: 'info', stream } });
});
afterAll(async () => {
  await server.close();
});

describe('without SMTP_URL', () => {
  it('writes each email to DATA_DIR/outbox as .eml and logs its text, so a local user can sign up', async () => {
    const registered = await call(server.app, 'POST', '/api/auth/register', {
      email: 'local@example.com',
      password: PASSWORD,
    });
    expect(registered.statusCode).toBe(201);

    const outbox = join(server.dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-local@example\.com\.eml$/);
    const eml = readFileSync(join(outbox, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: local@example\.com/m);
    const code = /code is (\d{4})/.exec(eml)?.[1];
    expect(code).toMatch(/^\d{4}$/);

    const logged = lines.map((line) => JSON.parse(line) as { msg: string; mail?: { text: string } });
    const mailLine = logged.find((line) => line.msg.includes('outbox'));
    expect(mailLine?.mail?.text).toContain(`code is ${code ?? ''}`);

    const verified = await call(server.app, 'POST', '/api/auth/verify-email', {
      email: 'local@example.com',
      code,
    });
    expect(verified.statusCode).toBe(200);
  });
});

describe('logs', () => {
  it('carry request ids and no passwords or tokens', async () => {
    lines.length = 0;
    const login = await call(
      server.app,
      'POST',
      '/api/auth/login',
      { email: 'local@example.com', password: PASSWORD },
      { headers: { 'x-request-id': 'trace-123' } },
    );
    expect(login.statusCode).toBe(200);
    expect(login.headers['x-request-id']).toBe('trace-123');
    const token = login.json<{ access_token: string }>().access_token;
    await call(server.app, 'GET', '/api/auth/me', undefined, { token });

    const text = lines.join('\n');
    expect(text).toContain('"reqId":"trace-123"');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(token);
  });

  it('give every request an id, echoed in X-Request-Id', async () => {
    const response = await call(server.app, 'GET', '/api/health');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
