import { describeRepositories } from './repository-suite';
import { createTestSchema } from './postgres-helpers';

describeRepositories('PostgreSQL', async () => {
  const schema = await createTestSchema();
  return { options: { databaseUrl: schema.url, dataDir: '' }, cleanup: () => schema.drop() };
});
