import type {
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  replayWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './webhook-calls.ts';
import { webhookKeys } from './webhooks-query-options.ts';

/** Mutation adding a webhook endpoint; a generic one's answer holds its secret, shown once. */
export function useCreateWebhookEndpoint() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<WebhookEndpointWithSecret, Error, CreateWebhookEndpointRequest>({
    mutationFn: (request) => createWebhookEndpoint(api, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints }),
  });
}

/** Mutation renaming, enabling or disabling a webhook endpoint. */
export function useUpdateWebhookEndpoint() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<
    WebhookEndpoint,
    Error,
    { endpointId: string; request: UpdateWebhookEndpointRequest }
  >({
    mutationFn: ({ endpointId, request }) => updateWebhookEndpoint(api, endpointId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints }),
  });
}

/** Mutation removing a webhook endpoint and its deliveries. */
export function useDeleteWebhookEndpoint() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<string, Error, string>({
    mutationFn: (endpointId) => deleteWebhookEndpoint(api, endpointId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** Mutation giving a generic endpoint a new secret (shown once; the old one works 24 h more). */
export function useRotateWebhookSecret() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<WebhookEndpointWithSecret, Error, string>({
    mutationFn: (endpointId) => rotateWebhookSecret(api, endpointId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints }),
  });
}

/** Mutation applying a rejected or unmatched delivery again. */
export function useReplayWebhookDelivery() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<WebhookDelivery, Error, { endpointId: string; deliveryId: number }>({
    mutationFn: ({ endpointId, deliveryId }) => replayWebhookDelivery(api, endpointId, deliveryId),
    onSettled: (_data, _error, { endpointId }) =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) }),
  });
}
