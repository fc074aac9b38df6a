import type { FastifyInstance } from 'fastify';

/**
 * Answers to a request that carries a token are about one signed-in user: no shared cache may keep
 * them and the browser may not show them again from its history (Cache-Control: no-store), unless
 * the route set its own policy. Errors too: a 404 of a private id says something of the account.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization !== undefined && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
