import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWatchRepositories } from './watch-repository-suite';

describeWatchRepositories('SQLite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-watch-repo-'));
  return Promise.resolve({
    options: { databaseUrl: null, dataDir },
    cleanup: () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  });
});
