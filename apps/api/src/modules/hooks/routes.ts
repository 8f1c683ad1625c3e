import {
  successEnvelope,
  webhookAcknowledgementSchema,
  webhookEndpointParamsSchema,
  webhookEventSchema,
} from '@salesdash/api-contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, fieldError, notFound } from '../../errors/api-error.ts';
import { errorResponses, ok } from '../route-responses.ts';

/** The largest delivery taken: events are small; Stripe's largest are a few tens of KiB. */
export const hookBodyLimit = 256 * 1024;

/**
 * The body is verified against its signature as the exact bytes sent, so it stays text here:
 * the schema documents the generic events, and the service parses them once verified.
 */
const paramsOnly: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : validatorCompiler(route as never);

/**
 * `POST /api/hooks/:id`: where senders post events (public: the signature authenticates). The
 * webhook service it hands them to lives in webhooks/, shared with webhook-endpoints/.
 */
export const hookRoutes: FastifyPluginAsyncZod = async (app) => {
  // The app's own JSON parser (plugins/json-body-parser.ts) gives way here, in this scope only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: hookBodyLimit },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/hooks/:id',
    {
      bodyLimit: hookBodyLimit,
      config: { public: true },
      validatorCompiler: paramsOnly,
      schema: {
        tags: ['webhooks'],
        summary:
          'Receive a signed event: Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature) for a generic endpoint, stripe-signature for Stripe. Stored at once and applied after; a repeated webhook-id answers 200 and changes nothing',
        params: webhookEndpointParamsSchema,
        body: webhookEventSchema,
        response: {
          200: successEnvelope(webhookAcknowledgementSchema),
          ...errorResponses(400, 401, 404, 413, 429),
        },
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      // Every event is a JSON object: anything else is refused before any lookup or storage.
      if (!raw.trimStart().startsWith('{'))
        throw fieldError('body', 'must be a JSON object (an event)');
      const answer = await app.webhookService.receive(
        request.params.id,
        raw,
        request.headers,
        request.ip,
      );
      if (answer.status === 404) throw notFound();
      if (answer.status === 401) {
        throw new ApiError(401, 'unauthorized', `The signature does not verify: ${answer.problem}`);
      }
      return ok({ received: true as const, duplicate: answer.duplicate });
    },
  );
};
