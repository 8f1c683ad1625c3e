export { ApiError, isApiError, networkErrorCode } from './api-error.ts';
export { ApiClientProvider, type ApiClientProviderProps } from './api-client-provider.tsx';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type SessionEndReason,
} from './create-api-client.ts';
export { toApiError } from './to-api-error.ts';
export { useApiClient } from './use-api-client.ts';
