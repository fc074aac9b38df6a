import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeRepositories } from './repository-suite';

describeRepositories('SQLite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-repos-'));
  return Promise.resolve({
    options: { databaseUrl: null, dataDir },
    cleanup: () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  });
});
