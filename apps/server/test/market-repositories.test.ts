import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeMarketRepositories } from './market-repository-suite';

describeMarketRepositories('SQLite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-market-repo-'));
  return Promise.resolve({
    options: { databaseUrl: null, dataDir },
    cleanup: () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  });
});
