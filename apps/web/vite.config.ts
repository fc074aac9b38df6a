import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { PUBLIC_SITE_ROUTES } from '../../packages/contracts/src/site-routes';
import { appShellPlugin } from './build/html-plugins';
import { landingEnginePlugin } from './build/landing-engine-plugin';
import { modulesToPreload, publicSiteChunksPlugin } from './build/module-preload';

/**
 * Pre-rendered at build time (docs/adr/0003): every page search engines may index, and the sign-in
 * and sign-up pages (static forms, often a visitor's second page). The rest of the app is client-rendered
 * from app-shell.html.
 */
const PRERENDERED_ROUTES = [...PUBLIC_SITE_ROUTES, '/auth', '/auth/signup'];

/**
 * react-router's production build: its package offers only its development build to bundlers (no
 * `production` export condition), whose checks and warnings weigh some KiB on every page.
 */
const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig({
  resolve: {
    alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }],
  },
  plugins: [
    react(),
    tailwindcss(),
    appShellPlugin(),
    publicSiteChunksPlugin(),
    vitePrerenderPlugin({
      renderTarget: '#root',
      additionalPrerenderRoutes: PRERENDERED_ROUTES.filter((route) => route !== '/'),
    }),
    // Brotli and gzip twins of every text file, served by the API server (@fastify/static's
    // preCompressed) to browsers that accept them.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|svg|csv|txt|xml)$/,
      threshold: 1024,
    }),
  ],
  worker: {
    plugins: () => [landingEnginePlugin()],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/size.mjs reads the manifest to add up each route's JavaScript.
    manifest: true,
    modulePreload: { polyfill: false, resolveDependencies: modulesToPreload },
  },
});
