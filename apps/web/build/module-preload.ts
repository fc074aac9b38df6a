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
  'auth',
  'query-scope',
  'session-sync-queries',
  'main-menu',
  'mobile-menu-sheet',
  'toast',
]);

/** A built chunk's name: `assets/hero-preview-lJL5yyOS.js` -> `hero-preview`. */
const CHUNK_FILE = /^assets\/(.+)-[\w-]{8}\.js$/;

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
  const name = CHUNK_FILE.exec(file)?.[1];
  return name !== undefined && PUBLIC_SITE_CHUNKS.has(name) ? [] : dependencies;
}
