import { createTestSchema } from './postgres-helpers';
import { describeWatchRepositories } from './watch-repository-suite';

describeWatchRepositories('PostgreSQL', async () => {
  const schema = await createTestSchema();
  return { options: { databaseUrl: schema.url, dataDir: '' }, cleanup: () => schema.drop() };
});
