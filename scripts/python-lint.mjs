// Lints the Python runtime of the export (packages/engine/python/**/*.py) with Debian's pyflakes:
// unused imports and names, undefined names (docs/export.md#the-python-runtime). Without pyflakes3
// it explains how to install it and skips, except under CI (CI=true), where it fails.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, run } from './lib.mjs';

const PYFLAKES = '/usr/bin/pyflakes3';

function pythonFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__pycache__' ? [] : pythonFiles(path);
    return entry.name.endsWith('.py') ? [relative(ROOT, path)] : [];
  });
}

if (!existsSync(PYFLAKES)) {
  const message = `${PYFLAKES} is missing: install Debian's pyflakes3 (apt-get install pyflakes3) to lint the Python runtime.`;
  if (process.env.CI === 'true') {
    console.error(message);
    process.exit(1);
  }
  console.log(`${message} Skipped.`);
  process.exit(0);
}
const files = pythonFiles(join(ROOT, 'packages', 'engine', 'python')).sort();
const code = await run(PYFLAKES, files);
if (code !== 0) {
  console.error(`pyflakes found problems in the Python runtime (${files.length} files).`);
  process.exit(code);
}
