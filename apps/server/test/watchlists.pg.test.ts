import { createTestSchema } from './postgres-helpers';
import { describeWatchlistApi } from './watchlist-api-suite';

describeWatchlistApi('PostgreSQL', async () => {
  const schema = await createTestSchema();
  return { env: { DATABASE_URL: schema.url }, cleanup: () => schema.drop() };
});
