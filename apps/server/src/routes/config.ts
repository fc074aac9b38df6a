import { PublicConfigSchema, type PublicConfig } from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteContext } from './context';

/** GET /api/config: public facts of the server's setup (Google sign-in, the largest sweep). */
export function configRoutes(app: FastifyInstance, { deps, services }: RouteContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config',
    {
      schema: {
        tags: ['public'],
        summary:
          'The Google sign-in client id (null when Google sign-in is not configured) and the most combinations a sweep may have on this server',
        response: { 200: PublicConfigSchema },
      },
    },
    (): PublicConfig => ({
      google_client_id: deps.config.googleClientId,
      research_max_combinations: services.researchJobs.maxSweepCombinations,
    }),
  );
}
