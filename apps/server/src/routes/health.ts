import type { FastifyInstance } from 'fastify';
import type { Health } from '@stratblocks/contracts';
import type { AppDeps } from '../app';

export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/health', (): Health => ({
    status: 'ok',
    db: deps.database.dialect,
    queue: deps.queueKind,
  }));
}
