/**
 * The server side of the benches that sign users up (heavy-user-load.ts, watch-load.ts): a real
 * server in this process on a loopback port, with rate limits lifted (one client address) and mail
 * kept in memory, so that accounts are verified with the codes it sent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateToLatest, openDatabase } from '../src/db/database';
import type { MailMessage, Mailer } from '../src/infra/mail';
import type { RateLimitStore } from '../src/infra/rate-limit';

const noLimits: RateLimitStore = {
  hit: (_key, windowMs, nowMs) => Promise.resolve({ count: 0, resetAtMs: nowMs + windowMs }),
};

/** Keeps sent mail in memory: the bench signs its users up with the codes it reads here. */
class MemoryMailer implements Mailer {
  readonly kind = 'outbox';
  readonly sent: MailMessage[] = [];

  send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    return Promise.resolve();
  }

  close(): void {
    this.sent.length = 0;
  }
}

export interface BenchServer {
  app: FastifyInstance;
  base: string;
  /** Signs a request with a user's token (a JSON body, or none) and answers its JSON; throws unless 2xx. */
  request(method: string, path: string, token: string | null, body?: unknown): Promise<unknown>;
  /** Registers and verifies an account with the code the server mailed; answers its token. */
  signUp(email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the server with a temporary DATA_DIR and the environment given (embedded by default: SQLite
 * and the in-process pool; DATABASE_URL and REDIS_URL make it a scale-out API process).
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', ...env });
  const database = openDatabase(config);
  await migrateToLatest(database);
  const mailer = new MemoryMailer();
  const app = await createApp({
    config,
    database,
    queueKind: config.redisUrl ? 'redis' : 'inline',
    rateLimitStore: noLimits,
    mailer,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  async function request(method: string, path: string, token: string | null, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : ((await response.json()) as unknown);
  }

  return {
    app,
    base,
    request,
    async signUp(email) {
      await request('POST', '/api/auth/register', null, { email, password: 'correct horse battery' });
      const mail = mailer.sent.filter((message) => message.to === email).at(-1);
      const code = /code is (\d{4})/.exec(mail?.text ?? '')?.[1];
      if (!code) throw new Error(`No verification code was mailed to ${email}`);
      const verified = (await request('POST', '/api/auth/verify-email', null, { email, code })) as {
        access_token: string;
      };
      return verified.access_token;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
