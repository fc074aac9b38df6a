import type { FastifyInstance } from 'fastify';
import type { Health } from '@stratblocks/contracts';
import { sql } from 'kysely';
import type { RouteContext } from './context';

/**
 * Liveness (/api/health, /api/health/live: the process answers) and readiness
 * (/api/health/ready: the database answers, and runs can start: with Redis, the queue is reachable
 * and at least one worker is alive). A load balancer sends traffic by readiness and restarts by
 * liveness, so a Redis outage takes processes out of rotation without killing them.
 */
export function healthRoutes(app: FastifyInstance, { deps, services }: RouteContext): void {
  const live = (): Health => ({ status: 'ok', db: deps.database.dialect, queue: deps.queueKind });
  app.get('/api/health', live);
  app.get('/api/health/live', live);

  app.get('/api/health/ready', async (_request, reply) => {
    const database = await sql`select 1 as one`
      .execute(deps.database.db)
      .then(() => null)
      .catch(() => 'The database does not answer');
    const queue = await services.backtests.readiness().catch(() => 'The backtest queue does not answer');
    const problems = [database, queue].filter((problem): problem is string => problem !== null);
    const checks = { db: database ?? 'ok', queue: queue ?? 'ok' };
    if (problems.length > 0)
      return reply.code(503).send({ detail: `Not ready: ${problems.join('; ')}`, checks });
    return { status: 'ready', checks };
  });
}
