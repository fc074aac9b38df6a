import { ResearchJobBodySchema, ResearchJobSchema } from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../http/authenticate';
import { sendJsonText } from '../http/json-text';
import type { RouteContext } from './context';
import { BEARER, errorResponses } from './openapi';

const JobParamsSchema = z.object({ id: z.string() });

/**
 * /api/research/jobs: sweeps and walk-forwards run on the server, polled for progress (503 when, with
 * REDIS_URL, the research queue is unreachable or no worker serves it).
 */
export function researchJobRoutes(app: FastifyInstance, { services, auth }: RouteContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { researchJobs } = services;
  const common = { preHandler: auth.requireUser };
  const tags = ['research'];

  api.post(
    '/api/research/jobs',
    {
      ...common,
      schema: {
        tags,
        summary: 'Start a parameter sweep or a walk-forward of a run body',
        security: BEARER,
        body: ResearchJobBodySchema,
        response: { 202: ResearchJobSchema, ...errorResponses(401, 403, 404, 422, 429, 503) },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await researchJobs.start(signedInUser(request).id, request.body)),
  );

  api.get(
    '/api/research/jobs/:id',
    {
      ...common,
      schema: {
        tags,
        summary: "A research job's progress, best so far and result",
        security: BEARER,
        params: JobParamsSchema,
        response: { 200: ResearchJobSchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await researchJobs.get(signedInUser(request).id, request.params.id)),
  );

  api.delete(
    '/api/research/jobs/:id',
    {
      ...common,
      schema: {
        tags,
        summary: 'Cancel a research job',
        security: BEARER,
        params: JobParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      await researchJobs.cancel(signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
