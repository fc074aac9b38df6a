import {
  StrategyTextDescribeRequestSchema,
  StrategyTextDescribeResponseSchema,
  StrategyTextErrorSchema,
  StrategyTextLogicSchema,
  StrategyTextParseRequestSchema,
} from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteContext } from './context';
import { errorResponses } from './openapi';

const tags = ['strategy text'];

/**
 * /api/strategy-text: rules in plain English to a strategy's logic and back
 * (docs/plain-english.md). Signing in is optional, as for checking a run body: nothing is stored
 * and the text's length bounds the work.
 */
export function strategyTextRoutes(app: FastifyInstance, { services, auth }: RouteContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { strategyText } = services;

  api.post(
    '/api/strategy-text/parse',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: "Read rules in plain English into the strategy's entry and exit logic",
        body: StrategyTextParseRequestSchema,
        response: { 200: StrategyTextLogicSchema, ...errorResponses(401, 413), 422: StrategyTextErrorSchema },
      },
    },
    (request) => strategyText.parse(request.body),
  );

  api.post(
    '/api/strategy-text/describe',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: "Write a strategy's rules in plain English, one line per side",
        body: StrategyTextDescribeRequestSchema,
        response: { 200: StrategyTextDescribeResponseSchema, ...errorResponses(401, 413, 422) },
      },
    },
    (request) => strategyText.describe(request.body.strategy_config),
  );
}
