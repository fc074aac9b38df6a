// npm start: install if needed, build what needs building, then serve the API and the web app.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, ensureInstalled, ensureWebBuilt } from './lib.mjs';

await ensureInstalled();
await ensureWebBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', join('apps', 'server', 'src', 'main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
