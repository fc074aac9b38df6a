import pg from 'pg';

/**
 * A fresh PostgreSQL schema on the test server (TEST_DATABASE_URL), so suites never see each
 * other's rows. Returns a URL whose connections use that schema, and a drop function.
 */
export async function createTestSchema(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env['TEST_DATABASE_URL'];
  if (!base) throw new Error('TEST_DATABASE_URL is not set: run the postgres suite through npm test');
  const schema = `test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}
