import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A page that hosts the research components the builder mounts (Optimise panel, walk-forward and
 * Monte Carlo views, Share button) for the browser check (e2e/specs/research-lab.spec.ts builds it
 * and serves it with /api proxied to the real server). It is never part of the app's build.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('../../node_modules/.research-lab-harness', import.meta.url)),
    emptyOutDir: true,
  },
  worker: { format: 'es' },
  preview: { proxy: { '/api': process.env['VISUAL_API_URL'] ?? 'http://127.0.0.1:3000' } },
  logLevel: 'warn',
});
