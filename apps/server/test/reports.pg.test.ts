import { createTestSchema } from './postgres-helpers';
import { describeReportApi } from './report-api-suite';
import { describeReportRepositories } from './report-repository-suite';

describeReportRepositories('PostgreSQL', async () => {
  const schema = await createTestSchema();
  return { options: { databaseUrl: schema.url, dataDir: '' }, cleanup: () => schema.drop() };
});

describeReportApi('PostgreSQL', async () => {
  const schema = await createTestSchema();
  return { env: { DATABASE_URL: schema.url }, cleanup: () => schema.drop() };
});
