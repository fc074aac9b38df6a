import { PublicConfigSchema } from '@stratblocks/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from './api';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('GET /api/config', () => {
  it('says Google sign-in is not configured when no client id is set', async () => {
    server = await startTestServer({});
    const response = await call(server.app, 'GET', '/api/config');
    expect(response.statusCode).toBe(200);
    expect(PublicConfigSchema.parse(response.json())).toEqual({ google_client_id: null });
  });

  it('gives the configured client id to signed-out visitors', async () => {
    server = await startTestServer({ GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com' });
    const response = await call(server.app, 'GET', '/api/config');
    expect(response.json()).toEqual({ google_client_id: 'client-123.apps.googleusercontent.com' });
  });
});
