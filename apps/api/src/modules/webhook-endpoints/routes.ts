import {
  createWebhookEndpointRequestSchema,
  deletedWebhookEndpointSchema,
  successEnvelope,
  updateWebhookEndpointRequestSchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import type { UserPrincipal } from '../../policy/principal.ts';
import { errorResponses, ok } from '../route-responses.ts';

/** The caller must be an admin of their own organization; endpoints are looked up in it. */
function admin(principal: Parameters<typeof requireUser>[0]): UserPrincipal {
  const user = requireUser(principal);
  authorize(user, 'webhook.manage', { kind: 'organization', organizationId: user.organizationId });
  return user;
}

/**
 * Admin routes of webhook endpoints and their deliveries. The webhook service they call
 * (`app.webhookService`) lives in webhooks/, shared with the intake of hooks/.
 */
export const webhookEndpointRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.webhookService;

  app.get(
    '/api/webhook-endpoints',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'The organization’s webhook endpoints (admins; never their secrets)',
        response: { 200: successEnvelope(webhookEndpointListSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = admin(request.principal);
      return ok({ endpoints: await service().list(user.organizationId) });
    },
  );

  app.post(
    '/api/webhook-endpoints',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          'Add an endpoint (admins): generic answers its signing secret this once; Stripe takes the secret Stripe shows',
        body: createWebhookEndpointRequestSchema,
        response: {
          201: successEnvelope(webhookEndpointWithSecretSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const user = admin(request.principal);
      return reply.code(201).send(ok(await service().create(user.organizationId, request.body)));
    },
  );

  app.patch(
    '/api/webhook-endpoints/:id',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          'Rename, enable or disable an endpoint; a Stripe one’s secret, mapping, auto-approve',
        params: webhookEndpointParamsSchema,
        body: updateWebhookEndpointRequestSchema,
        response: {
          200: successEnvelope(webhookEndpointSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = admin(request.principal);
      return ok(await service().update(user.organizationId, request.params.id, request.body));
    },
  );

  app.delete(
    '/api/webhook-endpoints/:id',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Remove an endpoint and its deliveries (the records they made stay)',
        params: webhookEndpointParamsSchema,
        response: {
          200: successEnvelope(deletedWebhookEndpointSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = admin(request.principal);
      return ok(await service().remove(user.organizationId, request.params.id));
    },
  );

  app.post(
    '/api/webhook-endpoints/:id/rotate-secret',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          'A new signing secret for a generic endpoint, shown once; the previous one stays valid for 24 hours',
        params: webhookEndpointParamsSchema,
        response: {
          200: successEnvelope(webhookEndpointWithSecretSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const user = admin(request.principal);
      return ok(await service().rotateSecret(user.organizationId, request.params.id));
    },
  );

  app.get(
    '/api/webhook-endpoints/:id/deliveries',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'An endpoint’s latest 1,000 deliveries, newest first, with their outcomes',
        params: webhookEndpointParamsSchema,
        response: {
          200: successEnvelope(webhookDeliveryListSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = admin(request.principal);
      return ok({ deliveries: await service().deliveries(user.organizationId, request.params.id) });
    },
  );

  app.post(
    '/api/webhook-endpoints/:id/deliveries/:deliveryId/replay',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          'Apply a rejected or unmatched delivery again (after fixing the mapping or people)',
        params: webhookDeliveryParamsSchema,
        response: {
          200: successEnvelope(webhookDeliverySchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const user = admin(request.principal);
      const { id, deliveryId } = request.params;
      return ok(await service().replay(user.organizationId, id, deliveryId));
    },
  );
};
