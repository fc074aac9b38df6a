import { ContactBodySchema, ContactResponseSchema } from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteContext } from './context';
import { errorResponses } from './openapi';

/** POST /api/contact: the contact form, public. */
export function contactRoutes(app: FastifyInstance, { services }: RouteContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      schema: {
        tags: ['public'],
        summary: 'Store a contact message (and mail it to support when SMTP is set up)',
        body: ContactBodySchema,
        response: { 201: ContactResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await services.contact.submit(request.body, request.ip)),
  );
}
