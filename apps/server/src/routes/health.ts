import type { FastifyInstance } from 'fastify';
import type { Health } from '@stratblocks/contracts';
import type { RouteContext } from './context';

export function healthRoutes(app: FastifyInstance, { deps }: RouteContext): void {
  app.get('/api/health', (): Health => ({
    status: 'ok',
    db: deps.database.dialect,
    queue: deps.queueKind,
  }));
}
