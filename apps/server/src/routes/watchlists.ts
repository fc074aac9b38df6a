import {
  WATCHLIST_LIMITS,
  WatchlistCreateBodySchema,
  WatchlistListSchema,
  WatchlistPatchBodySchema,
  WatchlistSchema,
} from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../http/authenticate';
import type { RouteContext } from './context';
import { BEARER, errorResponses } from './openapi';

/** The id stays text here: anything that is not one of the user's ids answers 404, never 422. */
const IdParamsSchema = z.object({ id: z.string() });

const SYMBOL_RULES =
  `1 to ${WATCHLIST_LIMITS.maxSymbols} symbols of one asset class, each the bundled data's or one of your uploads ` +
  '(an unknown symbol or a mixed asset class is a 422 naming it); repeats are removed and each symbol is kept ' +
  'in its canonical form (btc-usd becomes BTC-USD).';

/** /api/watchlists: the signed-in user's named symbol lists, which the builder's portfolio picker applies. */
export function watchlistRoutes(app: FastifyInstance, { services, auth }: RouteContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { watchlists } = services;
  const signedIn = { preHandler: auth.requireUser };
  const tags = ['watchlists'];

  api.get(
    '/api/watchlists',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Your watchlists, by name',
        security: BEARER,
        response: { 200: WatchlistListSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => watchlists.list(signedInUser(request).id),
  );

  api.post(
    '/api/watchlists',
    {
      ...signedIn,
      schema: {
        tags,
        summary: `Save a watchlist (at most ${WATCHLIST_LIMITS.perUser}; a name you already use, whatever its case, is a 409)`,
        description: `A name of 1 to ${WATCHLIST_LIMITS.nameLength} characters and ${SYMBOL_RULES}`,
        security: BEARER,
        body: WatchlistCreateBodySchema,
        response: { 201: WatchlistSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await watchlists.create(signedInUser(request).id, request.body)),
  );

  api.patch(
    '/api/watchlists/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Rename a watchlist or replace its symbols (another user’s watchlist is 404)',
        description: `Give name, symbols or both. Symbols: ${SYMBOL_RULES}`,
        security: BEARER,
        params: IdParamsSchema,
        body: WatchlistPatchBodySchema,
        response: { 200: WatchlistSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    (request) => watchlists.update(signedInUser(request).id, request.params.id, request.body),
  );

  api.delete(
    '/api/watchlists/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a watchlist',
        security: BEARER,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await watchlists.remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
