import type { Plugin } from 'vite';

/**
 * The chunks a pre-rendered public page loads as it hydrates or soon after (its route, the parts
 * loaded later, the menus and toasts), by the name Vite gives them (their module's file or folder).
 */
const PUBLIC_SITE_CHUNKS = new Set([
  'landing',
  'hero-preview',
  'faq-list',
  'demo-workbench',
  'run-in-worker',
  'site',
  'blog',
  'blog-chart',
  'legal',
  'help',
  'auth',
  'query-scope',
  'session-sync-queries',
  'main-menu',
  'mobile-menu-sheet',
  'toast',
]);

/** A built chunk's name: `assets/hero-preview-lJL5yyOS.js` -> `hero-preview`. */
const CHUNK_FILE = /^assets\/(.+)-[\w-]{8}\.js$/;

function chunkName(file: string): string | undefined {
  return CHUNK_FILE.exec(file)?.[1];
}

/**
 * Vite's `build.modulePreload.resolveDependencies`: which of a lazily imported chunk's
 * dependencies get a `<link rel="modulepreload">` as the import starts. None for the public
 * site's chunks: a pre-rendered page has painted already and only hydrates with them, and
 * inserting one link per dependency cost 20-50 ms of main thread on this machine's desktop CPU
 * for /auth (four times that on Lighthouse's phone), where fetching them as the browser finds the
 * imports costs a few round trips later in hydration. The signed-in app keeps them: its pages are
 * drawn by these chunks, and on a slow connection the round trips delayed the builder's first
 * paint by 0.3 s.
 */
export function modulesToPreload(file: string, dependencies: string[]): string[] {
  const name = chunkName(file);
  return name !== undefined && PUBLIC_SITE_CHUNKS.has(name) ? [] : dependencies;
}

/** The names of PUBLIC_SITE_CHUNKS that no built file has (a module renamed or merged). */
export function missingPublicSiteChunks(files: readonly string[]): string[] {
  const built = new Set(files.map(chunkName));
  return [...PUBLIC_SITE_CHUNKS].filter((name) => !built.has(name));
}

/**
 * Fails the build when a chunk of the list is no longer built under its name: the list is kept by
 * hand, and a chunk renamed would otherwise quietly get its preloads back.
 */
export function publicSiteChunksPlugin(): Plugin {
  return {
    name: 'stratblocks:public-site-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const missing = missingPublicSiteChunks(Object.keys(bundle));
      if (missing.length > 0) {
        this.error(`build/module-preload.ts names chunks the build no longer has: ${missing.join(', ')}`);
      }
    },
  };
}
