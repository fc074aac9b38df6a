import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { createTestSchema } from './postgres-helpers';

let server: TestServer;
let schema: Awaited<ReturnType<typeof createTestSchema>>;
beforeAll(async () => {
  schema = await createTestSchema();
  server = await startTestServer({ DATABASE_URL: schema.url });
});
afterAll(async () => {
  await server.close();
  await schema.drop();
});

describe('on PostgreSQL (DATABASE_URL set)', () => {
  it('reports the postgres database in /api/health', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', db: 'postgres', queue: 'inline' });
  });

  it('ran the same migration history', async () => {
    const tables = await server.database.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['contact_messages', 'counters', 'email_codes', 'strategies', 'users']),
    );
  });
});
