import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A page that hosts the backtests feature's views outside any screen of the app, for the browser
 * check (e2e/specs/backtest-results-views.spec.ts builds it and serves it with /api proxied to
 * the real server). It is never part of the app's build.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('../../node_modules/.visual-harness', import.meta.url)),
    emptyOutDir: true,
  },
  // The API server to send /api to (the e2e spec passes its own when it starts the preview).
  preview: { proxy: { '/api': process.env['VISUAL_API_URL'] ?? 'http://127.0.0.1:3000' } },
  logLevel: 'warn',
});
