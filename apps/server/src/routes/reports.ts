import {
  ResearchResultsSchema,
  SavedResearchSchema,
  SharedReportSchema,
  StrategyShareSchema,
  StrategyShareStatusSchema,
} from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../http/authenticate';
import type { RouteContext } from './context';
import { BEARER, errorResponses } from './openapi';

const IdParamsSchema = z.object({ id: z.string() });
/** Any text: a malformed token answers 404 like a revoked one, never 422. */
const TokenParamsSchema = z.object({ token: z.string() });

/**
 * Shareable reports: the owner's link to a strategy (create, read, revoke), the robustness
 * results saved with it, and the anonymous read-only report behind a token.
 */
export function reportRoutes(app: FastifyInstance, { services, auth }: RouteContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { reports } = services;
  const owner = { preHandler: auth.requireUser };
  const tags = ['reports'];

  api.post(
    '/api/strategies/:id/share',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Create the public read-only link to a strategy (or answer the live one)',
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: StrategyShareSchema, 201: StrategyShareSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { share, created } = await reports.share(signedInUser(request).id, request.params.id);
      return reply.code(created ? 201 : 200).send(share);
    },
  );

  api.get(
    '/api/strategies/:id/share',
    {
      ...owner,
      schema: {
        tags,
        summary: "The strategy's live public link, or null",
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: StrategyShareStatusSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => reports.shareStatus(signedInUser(request).id, request.params.id),
  );

  api.delete(
    '/api/strategies/:id/share',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Revoke the public link: its report answers 404 from now on',
        security: BEARER,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await reports.revoke(signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.put(
    '/api/strategies/:id/research',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Save robustness results (Monte Carlo, walk-forward, sweep) with a strategy',
        security: BEARER,
        params: IdParamsSchema,
        body: ResearchResultsSchema,
        response: { 200: SavedResearchSchema, ...errorResponses(401, 403, 404, 413, 422) },
      },
    },
    (request) => reports.saveResearch(signedInUser(request).id, request.params.id, request.body),
  );

  api.get(
    '/api/strategies/:id/research',
    {
      ...owner,
      schema: {
        tags,
        summary: 'The robustness results saved with a strategy',
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: SavedResearchSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => reports.getResearch(signedInUser(request).id, request.params.id),
  );

  api.get(
    '/api/reports/:token',
    {
      schema: {
        tags,
        summary: 'A shared strategy report, read-only and anonymous',
        params: TokenParamsSchema,
        response: { 200: SharedReportSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const report = await reports.report(request.params.token);
      // A report is public but personal to its link: keep it out of shared caches and search.
      return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(report);
    },
  );
}
