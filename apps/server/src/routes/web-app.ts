import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite's hashed output: a file there never changes under its name. */
const HASHED_ASSETS_DIR = 'assets';
/** What a browser may keep without asking again: a year, never revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (pages, service files, data slices): kept, but revalidated on every use. */
export const REVALIDATE_CACHE = 'no-cache';
/**
 * The page of client-side routes that are not pre-rendered (the builder, the dashboard): the app
 * shell, written by the web build beside the pre-rendered index.html. A build without it (an older
 * one, the tests' tiny app) falls back to index.html.
 */
const APP_SHELL_FILES = ['app-shell.html', 'index.html'];

/** The Cache-Control of a file of the built app, by its path under the app's folder. */
export function cacheControlFor(pathUnderRoot: string): string {
  const first = pathUnderRoot.split(/[\\/]/).find((part) => part !== '');
  return first === HASHED_ASSETS_DIR ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * Serves the built single-page app: files as they are (brotli or gzip when the build wrote a
 * compressed twin and the browser accepts it; hashed assets cached for a year, the rest
 * revalidated), each pre-rendered page's HTML at its path (`/pricing` -> `pricing/index.html`),
 * and the app shell for every other GET that is not under /api (client-side routes). Unknown /api
 * paths answer {"detail":"Not found"}.
 */
export async function webAppRoutes(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const hasWebApp = webDistDir !== null && existsSync(join(webDistDir, 'index.html'));
  const root = webDistDir ?? '';
  const appShell = APP_SHELL_FILES.find((file) => existsSync(join(root, file))) ?? 'index.html';
  const prerendered = hasWebApp ? prerenderedPages(root) : new Map<string, string>();
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        reply.header('cache-control', cacheControlFor(relative(root, path)));
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A hashed file that is not there (a page of an older build asking) is not a page either.
    const notAPage = path.startsWith(`/${HASHED_ASSETS_DIR}/`) || path === '/api' || path.startsWith('/api/');
    if (notAPage || request.method !== 'GET' || !hasWebApp) {
      const detail =
        hasWebApp || path.startsWith('/api') ? 'Not found' : 'The web app is not built: run npm run build';
      return reply.code(404).send({ detail });
    }
    return reply.type('text/html').sendFile(prerendered.get(path.replace(/\/+$/, '')) ?? appShell);
  });
}

/**
 * The pre-rendered pages of the build, read once at start: page path (`/blog/x`) -> its HTML file
 * under the app's folder (`blog/x/index.html`). The hashed assets' folder holds none.
 */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      if (!entry.isDirectory() || (folder === '' && entry.name === HASHED_ASSETS_DIR)) continue;
      const child = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (existsSync(join(root, child, 'index.html'))) pages.set(`/${child}`, `${child}/index.html`);
      visit(child);
    }
  };
  visit('');
  return pages;
}
