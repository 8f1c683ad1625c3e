import type { WebhookDelivery, WebhookEndpoint } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchWebhookDeliveries, fetchWebhookEndpoints } from './webhook-calls.ts';

/** Query-key tree of webhook endpoints and their deliveries. */
export const webhookKeys = {
  all: ['org', 'webhooks'] as const,
  endpoints: ['org', 'webhooks', 'endpoints'] as const,
  deliveries: (endpointId: string) => ['org', 'webhooks', 'deliveries', endpointId] as const,
};

/** Query options of the organization's webhook endpoints (admins). */
export function webhookEndpointsQueryOptions(
  api: ApiClient,
): ApiQueryOptions<WebhookEndpoint[], typeof webhookKeys.endpoints> {
  return queryOptions({
    queryKey: webhookKeys.endpoints,
    queryFn: () => fetchWebhookEndpoints(api),
  });
}

/** Query options of one endpoint's latest deliveries, newest first. */
export function webhookDeliveriesQueryOptions(
  api: ApiClient,
  endpointId: string,
): ApiQueryOptions<WebhookDelivery[], ReturnType<typeof webhookKeys.deliveries>> {
  return queryOptions({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: () => fetchWebhookDeliveries(api, endpointId),
  });
}
