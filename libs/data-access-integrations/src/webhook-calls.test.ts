import {
  createFakeApiClient,
  exampleWebhookDeliveries,
  exampleWebhookEndpoint,
  exampleWebhookEndpoints,
  success,
} from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  fetchWebhookDeliveries,
  fetchWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './webhook-calls.ts';

const endpoint = exampleWebhookEndpoint;
const id = endpoint.endpoint_id;

describe('webhook calls', () => {
  it('fetchWebhookEndpoints reads GET /api/webhook-endpoints', async () => {
    const { api } = createFakeApiClient({
      'GET webhook-endpoints': success({ endpoints: exampleWebhookEndpoints }),
    });
    await expect(fetchWebhookEndpoints(api)).resolves.toEqual(exampleWebhookEndpoints);
  });

  it('createWebhookEndpoint posts the request and answers the secret', async () => {
    const { api, requests } = createFakeApiClient({
      'POST webhook-endpoints': success({ endpoint, secret: 'whsec_abc' }, 201),
    });
    await expect(createWebhookEndpoint(api, { type: 'generic', name: 'CRM' })).resolves.toEqual({
      endpoint,
      secret: 'whsec_abc',
    });
    expect(requests[0]?.body).toEqual({ type: 'generic', name: 'CRM' });
  });

  it('updates, rotates and deletes one endpoint by its id', async () => {
    const { api, requests } = createFakeApiClient({
      'PATCH webhook-endpoints/:id': success({ ...endpoint, enabled: false }),
      'POST webhook-endpoints/:id/rotate-secret': success({ endpoint, secret: 'whsec_new' }),
      'DELETE webhook-endpoints/:id': success({ endpoint_id: id }),
    });
    await expect(updateWebhookEndpoint(api, id, { enabled: false })).resolves.toMatchObject({
      enabled: false,
    });
    await expect(rotateWebhookSecret(api, id)).resolves.toMatchObject({ secret: 'whsec_new' });
    await expect(deleteWebhookEndpoint(api, id)).resolves.toBe(id);
    expect(requests.map((request) => request.path)).toEqual([
      `webhook-endpoints/${id}`,
      `webhook-endpoints/${id}/rotate-secret`,
      `webhook-endpoints/${id}`,
    ]);
  });

  it('reads deliveries and replays one', async () => {
    const { api } = createFakeApiClient({
      'GET webhook-endpoints/:id/deliveries': success({ deliveries: exampleWebhookDeliveries }),
      'POST webhook-endpoints/:id/deliveries/:deliveryId/replay': () =>
        success({ ...exampleWebhookDeliveries[0], outcome: 'applied', delivery_id: 3 }),
    });
    await expect(fetchWebhookDeliveries(api, id)).resolves.toEqual(exampleWebhookDeliveries);
    await expect(replayWebhookDelivery(api, id, 3)).resolves.toMatchObject({ outcome: 'applied' });
  });

  it('rejects an answer that does not match the contract', async () => {
    const { api } = createFakeApiClient({ 'GET webhook-endpoints': success({ nope: true }) });
    await expect(fetchWebhookEndpoints(api)).rejects.toThrow();
  });
});
