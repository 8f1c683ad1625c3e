import {
  defaultStripeMapping,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@salesdash/api-contract';

/** A generic webhook endpoint as the API answers it, for stories and tests. */
export const exampleWebhookEndpoint: WebhookEndpoint = {
  endpoint_id: '0b6f5c1e-3f4a-4c2d-9a51-6f0e2d7c8a11',
  type: 'generic',
  name: 'CRM',
  enabled: true,
  path: '/api/hooks/0b6f5c1e-3f4a-4c2d-9a51-6f0e2d7c8a11',
  auto_approve: false,
  mapping: null,
  previous_secret_expires_at: null,
  created_at: '2026-03-01T09:00:00.000Z',
  last_delivery_at: '2026-03-02T14:30:00.000Z',
};

/** Webhook endpoints as `GET /api/webhook-endpoints` answers them, for stories and tests. */
export const exampleWebhookEndpoints: WebhookEndpoint[] = [
  exampleWebhookEndpoint,
  {
    endpoint_id: '7d2e9b40-8c1f-4e6a-b3d5-2a9f0c4e6b22',
    type: 'stripe',
    name: 'Stripe',
    enabled: false,
    path: '/api/hooks/7d2e9b40-8c1f-4e6a-b3d5-2a9f0c4e6b22',
    auto_approve: true,
    mapping: defaultStripeMapping,
    previous_secret_expires_at: null,
    created_at: '2026-03-01T09:05:00.000Z',
    last_delivery_at: null,
  },
];

/** An endpoint's deliveries as `GET /api/webhook-endpoints/:id/deliveries` answers them. */
export const exampleWebhookDeliveries: WebhookDelivery[] = [
  {
    delivery_id: 3,
    message_id: 'msg_3',
    event_type: 'transaction.upserted',
    outcome: 'unmatched',
    reason: 'No active person has the email jo@example.com',
    record_type: null,
    record_id: null,
    received_at: '2026-03-02T14:30:00.000Z',
    finished_at: '2026-03-02T14:30:01.000Z',
    replayable: true,
  },
  {
    delivery_id: 2,
    message_id: null,
    event_type: null,
    outcome: 'rejected',
    reason: 'The signature does not verify',
    record_type: null,
    record_id: null,
    received_at: '2026-03-02T14:00:00.000Z',
    finished_at: '2026-03-02T14:00:00.000Z',
    replayable: false,
  },
  {
    delivery_id: 1,
    message_id: 'msg_1',
    event_type: 'outbound.created',
    outcome: 'applied',
    reason: null,
    record_type: 'outbound',
    record_id: 12,
    received_at: '2026-03-02T13:00:00.000Z',
    finished_at: '2026-03-02T13:00:01.000Z',
    replayable: false,
  },
];
