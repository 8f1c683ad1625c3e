import type {
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookEndpoint,
} from '@salesdash/api-contract';
import {
  exampleWebhookDeliveries,
  exampleWebhookEndpoints,
  failure,
  success,
  type FakeAnswer,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';

/** How the webhook endpoints answer: lists, or answers of their own (`failure(…)`, `'pending'`). */
export type WebhookRoutesOptions = {
  endpoints?: WebhookEndpoint[] | FakeAnswer;
  /** Every endpoint's deliveries. */
  deliveries?: WebhookDelivery[] | FakeAnswer;
  /** An answer of every write, instead of writing. */
  write?: FakeAnswer;
};

const isAnswer = (value: unknown): value is FakeAnswer =>
  value === 'pending' ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && 'body' in value);

/**
 * Routes of the fake API client answering the webhook endpoints from memory, for stories and
 * tests: a generic endpoint's create and rotation answer a new secret each time.
 */
export function webhookRoutes(options: WebhookRoutesOptions = {}): FakeRoutes {
  let endpoints = Array.isArray(options.endpoints)
    ? [...options.endpoints]
    : [...exampleWebhookEndpoints];
  let deliveries = Array.isArray(options.deliveries)
    ? [...options.deliveries]
    : [...exampleWebhookDeliveries];
  let secrets = 0;
  const secret = () => `whsec_fakeSecret${++secrets}AAAAAAAAAAAAAAAA`;
  const endpointOf = (id: string | undefined) => endpoints.find((item) => item.endpoint_id === id);
  const notFound = failure(404, 'not-found', 'No such webhook endpoint');
  return {
    'GET webhook-endpoints': () =>
      isAnswer(options.endpoints) ? options.endpoints : success({ endpoints }),
    'POST webhook-endpoints': ({ body }) => {
      if (options.write) return options.write;
      const request = body as CreateWebhookEndpointRequest;
      const id = `00000000-0000-4000-8000-${String(endpoints.length + 1).padStart(12, '0')}`;
      const endpoint: WebhookEndpoint = {
        endpoint_id: id,
        type: request.type,
        name: request.name,
        enabled: request.enabled ?? true,
        path: `/api/hooks/${id}`,
        auto_approve: request.auto_approve ?? false,
        mapping: null,
        previous_secret_expires_at: null,
        created_at: '2026-03-03T10:00:00.000Z',
        last_delivery_at: null,
      };
      endpoints = [...endpoints, endpoint];
      return success({ endpoint, secret: request.type === 'generic' ? secret() : null }, 201);
    },
    'PATCH webhook-endpoints/:id': ({ params, body }) => {
      if (options.write) return options.write;
      const endpoint = endpointOf(params['id']);
      if (!endpoint) return notFound;
      const request = body as UpdateWebhookEndpointRequest;
      const changed: WebhookEndpoint = {
        ...endpoint,
        name: request.name ?? endpoint.name,
        enabled: request.enabled ?? endpoint.enabled,
      };
      endpoints = endpoints.map((item) =>
        item.endpoint_id === changed.endpoint_id ? changed : item,
      );
      return success(changed);
    },
    'DELETE webhook-endpoints/:id': ({ params }) => {
      if (options.write) return options.write;
      if (!endpointOf(params['id'])) return notFound;
      endpoints = endpoints.filter((item) => item.endpoint_id !== params['id']);
      return success({ endpoint_id: params['id'] });
    },
    'POST webhook-endpoints/:id/rotate-secret': ({ params }) => {
      if (options.write) return options.write;
      const endpoint = endpointOf(params['id']);
      if (!endpoint) return notFound;
      if (endpoint.type === 'stripe') {
        return failure(409, 'conflict', 'A Stripe endpoint’s secret is rotated in Stripe');
      }
      return success({ endpoint, secret: secret() });
    },
    'GET webhook-endpoints/:id/deliveries': () =>
      isAnswer(options.deliveries) ? options.deliveries : success({ deliveries }),
    'POST webhook-endpoints/:id/deliveries/:deliveryId/replay': ({ params }) => {
      if (options.write) return options.write;
      const delivery = deliveries.find((item) => item.delivery_id === Number(params['deliveryId']));
      if (!delivery?.replayable)
        return failure(409, 'conflict', 'Only a rejected or unmatched delivery can be replayed');
      const replayed: WebhookDelivery = {
        ...delivery,
        outcome: 'applied',
        reason: null,
        replayable: false,
      };
      deliveries = deliveries.map((item) => (item === delivery ? replayed : item));
      return success(replayed);
    },
  };
}
