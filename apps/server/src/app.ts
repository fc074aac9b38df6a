import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { healthRoutes } from './routes/health';
import { webAppRoutes } from './routes/web-app';

/** What the app is made of; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  queueKind: 'inline' | 'redis';
  logger?: boolean | { level: string };
}

/** Builds the HTTP app without listening (tests call inject() on it). */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 1_048_576,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ detail: status >= 500 ? 'Internal server error' : error.message });
  });
  healthRoutes(app, deps);
  await webAppRoutes(app, deps.config.webDistDir);
  return app;
}
