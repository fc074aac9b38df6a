import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeReportRepositories } from './report-repository-suite';

describeReportRepositories('SQLite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-report-repo-'));
  return Promise.resolve({
    options: { databaseUrl: null, dataDir },
    cleanup: () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  });
});
