import { PassThrough } from 'node:stream';
import {
  BacktestResultsSchema,
  RunAcceptedSchema,
  RunErrorSchema,
  RunRequestSchema,
} from '@stratblocks/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Requester } from '../services/backtests';
import { sendJsonText } from '../http/json-text';
import type { RouteContext } from './context';
import { errorResponses } from './openapi';

function requesterOf(request: FastifyRequest): Requester {
  return { userId: request.user?.id ?? null, ip: request.ip };
}

/** Sends an event stream, which the route schemas do not describe, past the zod provider's typed reply. */
function sendUntyped(reply: FastifyReply, payload: PassThrough): FastifyReply {
  return reply.send(payload);
}

/** Aborts when the client goes away before the answer is complete. */
function disconnectSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

const tags = ['backtests'];
const refused = { 422: RunErrorSchema };

/**
 * Backtest runs: the streamed run of the builder (docs/product.md#states-and-transitions) and the plain JSON run. Both take
 * the run body of docs/product.md#calls; signing in is optional (a signed-in run counts in the user's
 * totals), anonymous runs are rate limited per address.
 */
export function backtestRoutes(app: FastifyInstance, { services, auth }: RouteContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { backtests } = services;

  api.post(
    '/api/backtest/run',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: 'Check a run body; answer it with the strategy as Python (then stream the run)',
        body: RunRequestSchema,
        response: { 200: RunAcceptedSchema, ...errorResponses(401, 404, 413), ...refused },
      },
    },
    (request) => backtests.accept(request.body, requesterOf(request)),
  );

  api.post(
    '/api/backtest/stream',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: 'Run a backtest, streaming logs, then chart, metrics and trades (text/event-stream)',
        body: RunRequestSchema,
        response: { ...errorResponses(401, 404, 413, 429), ...refused },
      },
    },
    async (request, reply) => {
      const requester = requesterOf(request);
      const prepared = await backtests.prepare(request.body, requester);
      const stream = new PassThrough();
      const signal = disconnectSignal(reply);
      void backtests
        .stream(prepared, requester, (text) => stream.write(text), signal)
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'backtest stream failed');
          stream.write('data: Error: the backtest could not finish\n\n');
        })
        .finally(() => stream.end());
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no');
      return sendUntyped(reply, stream);
    },
  );

  api.post(
    '/api/execute-strategy',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: 'Run a backtest and answer backtest_results as JSON',
        body: RunRequestSchema,
        response: { 200: BacktestResultsSchema, ...errorResponses(401, 404, 413, 429, 503), ...refused },
      },
    },
    async (request, reply) => {
      const requester = requesterOf(request);
      const prepared = await backtests.prepare(request.body, requester);
      const json = await backtests.execute(prepared, requester, disconnectSignal(reply));
      // Serialised in the worker (the engine's types are the contract's, checked at compile time).
      return sendJsonText(reply, json);
    },
  );
}
