import {
  STRATEGY_LIMITS,
  STRATEGY_PAGE_LIMITS,
  StrategyListQuerySchema,
  StrategyPageSchema,
  StrategySchema,
  StrategyWriteBodySchema,
} from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../http/authenticate';
import type { RouteContext } from './context';
import { BEARER, errorResponses } from './openapi';

/** The id stays text here: anything that is not one of the user's ids answers 404, never 422. */
const IdParamsSchema = z.object({ id: z.string() });

/** /api/strategies: the signed-in user's own strategies. */
export function strategyRoutes(app: FastifyInstance, { services, auth }: RouteContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { strategies } = services;
  const common = { preHandler: auth.requireUser };
  // A document may reach its size limits (answered 422 naming them); beyond this the body is refused (413).
  const writeLimits = { bodyLimit: STRATEGY_LIMITS.configBytes + STRATEGY_LIMITS.resultsBytes + 64 * 1024 };
  const tags = ['strategies'];

  api.get(
    '/api/strategies',
    {
      ...common,
      schema: {
        tags,
        summary:
          "One page of the user's strategies as summaries (no documents), newest first; q searches name and description",
        description:
          'Answers a page envelope, not a bare list (the call table of docs/product.md#calls says "list of strategies"): ' +
          '`{"items": [...], "total": n, "limit": n, "offset": n}`. `items` are summaries (id, name, ' +
          'description, created_at, updated_at, has_config, has_results, metrics, portfolio and the rules as ' +
          'plain-English lines, read from a column written on save), newest first; `total` ' +
          'counts every strategy matching `q`; read the next page with `offset` + `limit` while it is below ' +
          `\`total\`. \`limit\` is ${STRATEGY_PAGE_LIMITS.default} by default and at most ${STRATEGY_PAGE_LIMITS.max}. ` +
          'A whole strategy (strategy_config, backtest_results) comes from GET /api/strategies/{id}, so ' +
          'no answer grows with the documents.',
        security: BEARER,
        querystring: StrategyListQuerySchema,
        response: { 200: StrategyPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => strategies.list(signedInUser(request).id, request.query),
  );

  api.post(
    '/api/strategies',
    {
      ...common,
      ...writeLimits,
      schema: {
        tags,
        summary: 'Save a new strategy',
        security: BEARER,
        body: StrategyWriteBodySchema,
        response: { 201: StrategySchema, ...errorResponses(401, 403, 413, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await strategies.create(signedInUser(request).id, request.body)),
  );

  api.get(
    '/api/strategies/:id',
    {
      ...common,
      schema: {
        tags,
        summary: 'One strategy',
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: StrategySchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => strategies.get(signedInUser(request).id, request.params.id),
  );

  api.put(
    '/api/strategies/:id',
    {
      ...common,
      ...writeLimits,
      schema: {
        tags,
        summary: 'Replace a strategy',
        security: BEARER,
        params: IdParamsSchema,
        body: StrategyWriteBodySchema,
        response: { 200: StrategySchema, ...errorResponses(401, 403, 404, 413, 422) },
      },
    },
    (request) => strategies.update(signedInUser(request).id, request.params.id, request.body),
  );

  api.delete(
    '/api/strategies/:id',
    {
      ...common,
      schema: {
        tags,
        summary: 'Delete a strategy',
        security: BEARER,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await strategies.remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
