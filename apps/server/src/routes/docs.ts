import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the same zod schemas that validate the requests. Register
 * before any route (the plugin collects routes as they are added); serve with docsRoutes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'StratBlocks API',
        version: '0.1.0',
        description: 'Every error answers {"detail": string} with the HTTP status that fits.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** GET /api/docs: the OpenAPI JSON. */
export function docsRoutes(app: FastifyInstance): void {
  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());
}
