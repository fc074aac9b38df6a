import {
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationReadAnswerSchema,
  NotificationReadBodySchema,
  TestAlertAnswerSchema,
  WatchCheckAnswerSchema,
  WatchCreateBodySchema,
  WatchDetailSchema,
  WatchListSchema,
  WatchPatchBodySchema,
  WatchSchema,
  WebhookPutBodySchema,
  WebhookSavedSchema,
  WebhookStatusSchema,
} from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../http/authenticate';
import type { RouteContext } from './context';
import { BEARER, errorResponses } from './openapi';

const IdParamsSchema = z.object({ id: z.string() });

/**
 * Watches of saved strategies (docs/watches.md#watching-a-strategy), the in-app notifications their alerts make, and
 * the account's webhook that receives them signed.
 */
export function watchRoutes(app: FastifyInstance, { services, auth }: RouteContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { watches, notifications, webhooks } = services;
  const signedIn = { preHandler: auth.requireUser };

  api.get(
    '/api/watches',
    {
      ...signedIn,
      schema: {
        tags: ['watches'],
        summary: 'Your watches: last check, last alert, forward test beside the backtest',
        security: BEARER,
        response: { 200: WatchListSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => watches.list(signedInUser(request).id),
  );

  api.post(
    '/api/watches',
    {
      ...signedIn,
      schema: {
        tags: ['watches'],
        summary: 'Watch a saved strategy (at most 20; another user’s strategy is 404)',
        security: BEARER,
        body: WatchCreateBodySchema,
        response: { 201: WatchSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await watches.create(signedInUser(request).id, request.body.strategy_id)),
  );

  api.get(
    '/api/watches/:id',
    {
      ...signedIn,
      schema: {
        tags: ['watches'],
        summary: 'A watch with its forward test’s results and latest alerts',
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: WatchDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => watches.detail(signedInUser(request).id, request.params.id),
  );

  api.patch(
    '/api/watches/:id',
    {
      ...signedIn,
      schema: {
        tags: ['watches'],
        summary: 'Pause or resume a watch, mute it, or stop its emails',
        security: BEARER,
        params: IdParamsSchema,
        body: WatchPatchBodySchema,
        response: { 200: WatchSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => watches.patch(signedInUser(request).id, request.params.id, request.body),
  );

  api.delete(
    '/api/watches/:id',
    {
      ...signedIn,
      schema: {
        tags: ['watches'],
        summary: 'Stop watching (its alerts and their notifications go too)',
        security: BEARER,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await watches.remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/watches/:id/check',
    {
      ...signedIn,
      schema: {
        tags: ['watches'],
        summary:
          'Check now: runs the watch’s check at once (a paused watch is 409; rate-limited per user); answers the watch after it and the alerts it made',
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: WatchCheckAnswerSchema, ...errorResponses(401, 403, 404, 409, 429, 503) },
      },
    },
    (request) => watches.checkNow(signedInUser(request).id, request.params.id),
  );

  api.post(
    '/api/watches/:id/test-alert',
    {
      ...signedIn,
      schema: {
        tags: ['watches'],
        summary:
          'Send a test alert through the watch’s channels (bell, email, webhook with "test": true; rate-limited per user); answers how each went',
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: TestAlertAnswerSchema, ...errorResponses(401, 403, 404, 429, 503) },
      },
    },
    (request) => watches.testAlert(signedInUser(request).id, request.params.id),
  );

  api.get(
    '/api/notifications',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first, and how many are unread',
        security: BEARER,
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => notifications.list(signedInUser(request).id, request.query.limit),
  );

  api.post(
    '/api/notifications/read',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read (the ids given, or all)',
        security: BEARER,
        body: NotificationReadBodySchema.optional(),
        response: { 200: NotificationReadAnswerSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => notifications.markRead(signedInUser(request).id, request.body?.ids),
  );

  api.get(
    '/api/account/webhook',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Your webhook (its secret is never shown again) and its delivery log',
        security: BEARER,
        response: { 200: WebhookStatusSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => webhooks.status(signedInUser(request).id),
  );

  api.put(
    '/api/account/webhook',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary:
          'Set your webhook: https, public addresses only (422 with the reason); the secret is answered once',
        security: BEARER,
        body: WebhookPutBodySchema,
        response: { 200: WebhookSavedSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => webhooks.save(signedInUser(request).id, request.body),
  );

  api.delete(
    '/api/account/webhook',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Remove your webhook',
        security: BEARER,
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await webhooks.remove(signedInUser(request).id);
      return reply.code(204).send(null);
    },
  );
}
