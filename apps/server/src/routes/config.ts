import { PublicConfigSchema, type PublicConfig } from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteContext } from './context';

/** GET /api/config: public facts of the server's setup (whether Google sign-in is configured). */
export function configRoutes(app: FastifyInstance, { deps }: RouteContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config',
    {
      schema: {
        tags: ['public'],
        summary: 'The Google sign-in client id (null when Google sign-in is not configured)',
        response: { 200: PublicConfigSchema },
      },
    },
    (): PublicConfig => ({ google_client_id: deps.config.googleClientId }),
  );
}
