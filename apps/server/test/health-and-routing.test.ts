import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthSchema } from '@stratblocks/contracts';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/health', () => {
  it('reports the embedded database and the inline queue', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(HealthSchema.parse(response.json())).toEqual({ status: 'ok', db: 'sqlite', queue: 'inline' });
  });
});

describe('routing', () => {
  it('answers unknown /api paths with 404 {"detail":"Not found"}', async () => {
    for (const url of ['/api/nope', '/api', '/api/strategies/x/y']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found' });
    }
  });

  it('serves the web app at / and for client-side routes', async () => {
    for (const url of ['/', '/dashboard', '/builder?id=3']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers other methods on unknown paths with 404 JSON', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/somewhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found' });
  });

  it('migrated the SQLite file in DATA_DIR', async () => {
    const tables = await server.database.db.introspection.getTables();
    expect(tables.map((table) => table.name).sort()).toEqual(
      expect.arrayContaining(['contact_messages', 'counters', 'email_codes', 'strategies', 'users']),
    );
  });
});
