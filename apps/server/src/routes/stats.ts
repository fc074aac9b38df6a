import { PublicStatsSchema } from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteContext } from './context';

/** GET /api/stats: the landing page's counters, public. */
export function statsRoutes(app: FastifyInstance, { services }: RouteContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/stats',
    {
      schema: {
        tags: ['public'],
        summary: 'Real counts of strategies, backtests, users and users active in the last 5 minutes',
        response: { 200: PublicStatsSchema },
      },
    },
    () => services.stats.stats(),
  );
}
