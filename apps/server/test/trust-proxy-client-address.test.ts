import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { call } from './api';
import { startTestServer, type TestServer } from './helpers';

const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'A question.' };

/** Sends contact messages (5 per IP per hour) from `ip`, claiming to forward for `forwardedFor`. */
async function contactStatuses(server: TestServer, ip: string, forwardedFor: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const client of forwardedFor) {
    const response = await call(server.app, 'POST', '/api/contact', message, {
      ip,
      headers: { 'x-forwarded-for': client },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('counts limits per client address behind a trusted proxy', async () => {
    server = await startTestServer({ TRUST_PROXY: 'loopback' });
    const sameClient = await contactStatuses(server, '127.0.0.1', Array<string>(6).fill('198.51.100.1'));
    expect(sameClient).toEqual([201, 201, 201, 201, 201, 429]);
    const otherClient = await contactStatuses(server, '127.0.0.1', ['198.51.100.2']);
    expect(otherClient).toEqual([201]);
  });

  it('ignores X-Forwarded-For from an address it does not trust, and when unset', async () => {
    server = await startTestServer({ TRUST_PROXY: 'loopback' });
    const forged = ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4', '5.5.5.5', '6.6.6.6'];
    expect(await contactStatuses(server, '203.0.113.9', forged)).toEqual([201, 201, 201, 201, 201, 429]);
    await server.close();

    server = await startTestServer();
    expect(await contactStatuses(server, '127.0.0.1', forged)).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('refuses a value that is not a list of addresses or ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe('10.0.0.0/8,loopback');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY must be a comma list/);
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY must be a comma list/);
  });
});
