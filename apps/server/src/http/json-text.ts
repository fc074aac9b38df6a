import type { FastifyReply } from 'fastify';

/**
 * Answers JSON text written elsewhere (in a worker thread, or stored) as it is: the route's response
 * schema documents it, but neither the zod serializer nor JSON.stringify walks it again.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  reply.type('application/json; charset=utf-8').serializer((payload) => String(payload));
  return reply.send(json);
}
