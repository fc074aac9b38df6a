import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app: files as they are, and index.html for every other GET that is
 * not under /api (client-side routes). Unknown /api paths answer {"detail":"Not found"}.
 */
export async function webAppRoutes(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const hasWebApp = webDistDir !== null && existsSync(join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET' || !hasWebApp) {
      const detail =
        hasWebApp || path.startsWith('/api') ? 'Not found' : 'The web app is not built: run npm run build';
      return reply.code(404).send({ detail });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
