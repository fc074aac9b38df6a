import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MAX_WATCHES_PER_USER,
  WATCH_MESSAGES,
  WebhookPayloadSchema,
  WebhookSavedSchema,
  WebhookStatusSchema,
} from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessScheduler } from '../src/infra/check-scheduler';
import { FilteringWebhookSender } from '../src/infra/webhook-sender';
import { call, signUp } from './api';
import { BarFeed, watchedStrategyConfig } from './bar-feed';
import { startTestServer, TestClock, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/** A self-signed certificate for 127.0.0.1, made now with openssl. */
function selfSignedCertificate(): { key: string; cert: string } {
  const folder = mkdtempSync(join(tmpdir(), 'stratblocks-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(folder, 'key.pem'), 'utf8'),
      cert: readFileSync(join(folder, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe('webhooks and the watch API', () => {
  const clock = new TestClock('2024-10-31T12:00:00.000Z');
  const feed = new BarFeed('2024-10-30');
  const certificate = selfSignedCertificate();
  const received: Received[] = [];
  let https: Server;
  let port: number;
  let smtp: SmtpSink;
  let server: TestServer;
  let scheduler: InProcessScheduler;
  let token: string;

  beforeAll(async () => {
    https = createServer(certificate, (request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
    port = (https.address() as AddressInfo).port;
    smtp = await startSmtpSink();
    scheduler = new InProcessScheduler(clock);
    server = await startTestServer(
      { MARKET_DATA_PROVIDER: 'yahoo', SMTP_URL: smtp.url },
      {
        clock,
        yahooClient: feed,
        checkScheduler: scheduler,
        // The test's own allowance: its https server on loopback, trusting its certificate.
        webhookSender: new FilteringWebhookSender({
          allowAddresses: ['127.0.0.1'],
          ca: certificate.cert,
          // A name that resolved to a public address when saved and to a private one now.
          lookup: (hostname, options, callback) => {
            if (hostname === 'rebound.example.com') {
              if (options.all) callback(null, [{ address: '10.0.0.1', family: 4 }]);
              else callback(null, '10.0.0.1', 4);
            } else callback(new Error(`no test address for ${hostname}`), '', 4);
          },
        }),
        hostLookup: (hostname) =>
          Promise.resolve(
            hostname === 'rebound.example.com'
              ? [{ address: '10.0.0.1', family: 4 }]
              : [{ address: '93.184.215.14', family: 4 }],
          ),
      },
    );
    token = await signUp(server.app, smtp, 'hooked@example.com');
  }, 60_000);

  afterAll(async () => {
    await server.close();
    await smtp.close();
    await new Promise((resolve) => https.close(resolve));
  });

  it.each([
    ['http://hooks.example.com/x', 'must start with https://'],
    ['https://127.0.0.1/hook', 'The webhook address 127.0.0.1 is a loopback address'],
    ['https://10.0.0.1/hook', 'The webhook address 10.0.0.1 is a private address'],
    ['https://[::1]/hook', 'is a loopback address'],
    ['https://169.254.169.254/latest', 'is a link-local address'],
    ['https://rebound.example.com/hook', 'resolves to 10.0.0.1, a private address'],
    ['not a url', 'is not a valid URL'],
  ])('refuses %s with 422 naming why', async (url, reason) => {
    const answer = await call(server.app, 'PUT', '/api/account/webhook', { url }, { token });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ detail: string }>().detail).toContain(reason);
  });

  it('shows the secret once, and keeps it until it is rotated', async () => {
    const first = WebhookSavedSchema.parse(
      (
        await call(
          server.app,
          'PUT',
          '/api/account/webhook',
          { url: 'https://hooks.example.com/a' },
          { token },
        )
      ).json(),
    );
    expect(first.secret).toMatch(/^whsec_/);
    const again = WebhookSavedSchema.parse(
      (
        await call(
          server.app,
          'PUT',
          '/api/account/webhook',
          { url: 'https://hooks.example.com/b' },
          { token },
        )
      ).json(),
    );
    expect(again.secret).toBeNull();
    expect(again.webhook.secret_hint).toBe(first.secret?.slice(-4));
    const status = WebhookStatusSchema.parse(
      (await call(server.app, 'GET', '/api/account/webhook', undefined, { token })).json(),
    );
    expect(JSON.stringify(status)).not.toContain(first.secret ?? 'x');
    expect((await call(server.app, 'DELETE', '/api/account/webhook', undefined, { token })).statusCode).toBe(
      204,
    );
  });

  it('refuses another user’s strategy (404), a second watch of one strategy (409) and more than 20', async () => {
    const other = await signUp(server.app, smtp, 'other@example.com');
    const theirs = await call(
      server.app,
      'POST',
      '/api/strategies',
      { name: 'Theirs', strategy_config: watchedStrategyConfig('2023-01-03', '2024-10-30') },
      { token: other },
    );
    const stolen = await call(
      server.app,
      'POST',
      '/api/watches',
      { strategy_id: theirs.json<{ id: number }>().id },
      { token },
    );
    expect(stolen.statusCode).toBe(404);
    const ids: number[] = [];
    for (let index = 0; index <= MAX_WATCHES_PER_USER; index += 1) {
      const saved = await call(
        server.app,
        'POST',
        '/api/strategies',
        { name: `Mine ${index}`, strategy_config: watchedStrategyConfig('2023-01-03', '2024-10-30') },
        { token: other },
      );
      ids.push(saved.json<{ id: number }>().id);
    }
    const started = clock.now().toISOString();
    for (const [index, id] of ids.slice(0, MAX_WATCHES_PER_USER).entries()) {
      // At most 10 creates a minute per user: the 11th within the minute is a 429 naming the wait.
      if (index === 10) {
        const early = await call(server.app, 'POST', '/api/watches', { strategy_id: id }, { token: other });
        expect(early.statusCode).toBe(429);
        expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
        expect(early.json<{ detail: string }>().detail).toMatch(/try again/i);
        clock.advance(61_000);
      }
      expect(
        (await call(server.app, 'POST', '/api/watches', { strategy_id: id }, { token: other })).statusCode,
      ).toBe(201);
    }
    clock.advance(61_000);
    const twice = await call(server.app, 'POST', '/api/watches', { strategy_id: ids[0] }, { token: other });
    expect(twice.statusCode).toBe(409);
    const over = await call(
      server.app,
      'POST',
      '/api/watches',
      { strategy_id: ids[MAX_WATCHES_PER_USER] },
      { token: other },
    );
    expect([over.statusCode, over.json<{ detail: string }>().detail]).toEqual([422, WATCH_MESSAGES.tooMany]);
    const listed = await call(server.app, 'GET', '/api/watches', undefined, { token: other });
    expect(listed.json<{ items: unknown[] }>().items).toHaveLength(MAX_WATCHES_PER_USER);
    clock.set(started);
    const docs = JSON.stringify((await call(server.app, 'GET', '/api/docs')).json());
    for (const path of [
      '/api/watches',
      '/api/watches/{id}',
      '/api/notifications',
      '/api/notifications/read',
      '/api/account/webhook',
    ]) {
      expect(docs).toContain(`"${path}"`);
    }
  }, 60_000);

  it('signs an alert to a local https server, and refuses a stored address that is not public at delivery', async () => {
    const saved = await call(
      server.app,
      'POST',
      '/api/strategies',
      { name: 'Hooked', strategy_config: watchedStrategyConfig('2023-01-03', '2024-10-30') },
      { token },
    );
    const strategyId = saved.json<{ id: number }>().id;
    const me = (await call(server.app, 'GET', '/api/auth/me', undefined, { token })).json<{ id: number }>();
    // Stored as a test would find it: the API refuses loopback, the test's sender lets it through.
    const secret = 'whsec_test-secret';
    await server.app.services.webhooks.remove(me.id);
    const repositories = (await import('../src/db/repositories')).createRepositories(server.database.db);
    await repositories.notifications.saveWebhook(
      me.id,
      `https://127.0.0.1:${port}/hook`,
      secret,
      clock.now().toISOString(),
    );
    expect(
      (await call(server.app, 'POST', '/api/watches', { strategy_id: strategyId }, { token })).statusCode,
    ).toBe(201);
    await scheduler.idle();
    // 2024-10-31's close decides the exit of the trade open since 2024-09-17.
    feed.releasedThrough = '2024-10-31';
    clock.set('2024-10-31T22:30:00.000Z');
    await scheduler.tick();
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const [call0] = received;
    if (!call0) throw new Error('no call');
    const signature = String(call0.headers['x-stratblocks-signature']);
    const timestamp = String(call0.headers['x-stratblocks-timestamp']);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${call0.body}`).digest('hex');
    expect(signature).toBe(`t=${timestamp},v1=${expected}`);
    const payload = WebhookPayloadSchema.parse(JSON.parse(call0.body));
    expect(payload.alert).toMatchObject({
      bar: '2024-10-31',
      kind: 'exit',
      side: 'long',
      timing: 'next_open',
    });
    let log = WebhookStatusSchema.parse(
      (await call(server.app, 'GET', '/api/account/webhook', undefined, { token })).json(),
    );
    expect(log.deliveries[0]).toMatchObject({ status: 'sent', response_status: 204, attempts: 1 });

    // The address now points at 10.0.0.1 (directly, then through a name): refused, never called.
    for (const url of ['https://10.0.0.1/hook', 'https://rebound.example.com/hook']) {
      await repositories.notifications.saveWebhook(me.id, url, secret, clock.now().toISOString());
      const before = received.length;
      feed.releasedThrough = url.includes('10.0.0.1') ? '2024-11-07' : '2024-11-15';
      clock.set(`${feed.releasedThrough}T22:30:00.000Z`);
      await scheduler.tick();
      // A week on, the first session has expired: sign in again.
      const login = await call(server.app, 'POST', '/api/auth/login', {
        email: 'hooked@example.com',
        password: 'correct horse battery',
      });
      token = login.json<{ access_token: string }>().access_token;
      log = WebhookStatusSchema.parse(
        (await call(server.app, 'GET', '/api/account/webhook', undefined, { token })).json(),
      );
      expect(log.deliveries[0]?.status).toBe('failed');
      expect(log.deliveries[0]?.error).toMatch(/^Refused: .*is not allowed/);
      expect(received.length).toBe(before);
    }
  }, 60_000);
});
