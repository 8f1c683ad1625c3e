import {
  deletedWebhookEndpointSchema,
  successEnvelope,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const listAnswer = successEnvelope(webhookEndpointListSchema);
const endpointAnswer = successEnvelope(webhookEndpointSchema);
const withSecretAnswer = successEnvelope(webhookEndpointWithSecretSchema);
const deletedAnswer = successEnvelope(deletedWebhookEndpointSchema);
const deliveriesAnswer = successEnvelope(webhookDeliveryListSchema);
const deliveryAnswer = successEnvelope(webhookDeliverySchema);

/** The organization's webhook endpoints, never their secrets (`GET /api/webhook-endpoints`, admin). */
export async function fetchWebhookEndpoints(api: ApiClient): Promise<WebhookEndpoint[]> {
  return listAnswer.parse(await api.get('webhook-endpoints').json()).data.endpoints;
}

/**
 * Adds an endpoint (`POST /api/webhook-endpoints`, admin): a generic one answers its signing
 * secret this once; a Stripe one takes the secret Stripe shows.
 */
export async function createWebhookEndpoint(
  api: ApiClient,
  request: CreateWebhookEndpointRequest,
): Promise<WebhookEndpointWithSecret> {
  return withSecretAnswer.parse(await api.post('webhook-endpoints', { json: request }).json()).data;
}

/** Renames, enables or disables an endpoint (`PATCH /api/webhook-endpoints/:id`, admin). */
export async function updateWebhookEndpoint(
  api: ApiClient,
  endpointId: string,
  request: UpdateWebhookEndpointRequest,
): Promise<WebhookEndpoint> {
  return endpointAnswer.parse(
    await api.patch(`webhook-endpoints/${endpointId}`, { json: request }).json(),
  ).data;
}

/** Removes an endpoint and its deliveries; the records they made stay. */
export async function deleteWebhookEndpoint(api: ApiClient, endpointId: string): Promise<string> {
  return deletedAnswer.parse(await api.delete(`webhook-endpoints/${endpointId}`).json()).data
    .endpoint_id;
}

/**
 * A new signing secret for a generic endpoint, shown once; the previous one stays valid for
 * 24 hours. @throws ApiError 409 for a Stripe endpoint (rotated in Stripe)
 */
export async function rotateWebhookSecret(
  api: ApiClient,
  endpointId: string,
): Promise<WebhookEndpointWithSecret> {
  return withSecretAnswer.parse(
    await api.post(`webhook-endpoints/${endpointId}/rotate-secret`).json(),
  ).data;
}

/** An endpoint's latest 1,000 deliveries, newest first. */
export async function fetchWebhookDeliveries(
  api: ApiClient,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  return deliveriesAnswer.parse(await api.get(`webhook-endpoints/${endpointId}/deliveries`).json())
    .data.deliveries;
}

/** Applies a rejected or unmatched delivery again (after the people, products or mapping are fixed). */
export async function replayWebhookDelivery(
  api: ApiClient,
  endpointId: string,
  deliveryId: number,
): Promise<WebhookDelivery> {
  return deliveryAnswer.parse(
    await api.post(`webhook-endpoints/${endpointId}/deliveries/${deliveryId}/replay`).json(),
  ).data;
}
