// npm run dev: the API with reload on 3000 and Vite's dev server (proxying /api) on 5173.
import { ensureInstalled, run } from './lib.mjs';

await ensureInstalled();
await Promise.all([
  run('npx', ['tsx', 'watch', 'apps/server/src/main.ts']),
  run('npm', ['run', 'dev', '-w', '@stratblocks/web']),
]);
