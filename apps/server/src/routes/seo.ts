import { CRAWL_DISALLOWED_PATHS, PUBLIC_SITE_ROUTES } from '@stratblocks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The site's own origin as the visitor reached it (behind a proxy, its forwarded host). */
function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** GET /robots.txt and GET /sitemap.xml, both made from the contracts' list of public pages. */
export function seoRoutes(app: FastifyInstance): void {
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...CRAWL_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin(request)}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) => {
    const base = origin(request);
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
