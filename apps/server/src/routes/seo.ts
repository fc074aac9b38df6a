import { CRAWL_DISALLOWED_PATHS, PUBLIC_SITE_ROUTES } from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context';

/** Pages that are public to whoever holds their link but must stay out of search results. */
const UNLISTED_PAGE_PREFIXES = ['/report/'];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * GET /robots.txt and GET /sitemap.xml, both made from the contracts' list of public pages, at the
 * configured public origin (never the Host header: a client names any host it likes). Shared
 * report pages answer X-Robots-Tag: noindex, for crawlers that ignore robots.txt or follow a link.
 */
export function seoRoutes(app: FastifyInstance, { deps }: RouteContext): void {
  const base = deps.config.publicOrigin;
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (UNLISTED_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix)))
      reply.header('x-robots-tag', 'noindex');
  });

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...CRAWL_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) => {
    const urls = PUBLIC_SITE_ROUTES.map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').send(xml);
  });
}
