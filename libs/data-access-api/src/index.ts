export { ApiError, choicesOf, isApiError, isNotFoundError, networkErrorCode } from './api-error.ts';
export { retryQuery } from './retry-query.ts';
export { ApiClientProvider, type ApiClientProviderProps } from './api-client-provider.tsx';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type SessionEndReason,
} from './create-api-client.ts';
export { scopedQueryKey } from './scoped-query-key.ts';
export { toApiError } from './to-api-error.ts';
export { useApiClient } from './use-api-client.ts';
export { fieldProblemOf, type FieldProblem } from './field-problem.ts';
export { problemOf } from './problem-of.ts';
export { LoadError, loadOrThrow } from './load-error.ts';
export { parallelLoadToast, parallelLoadToasts, type ParallelLoad } from './parallel-load-toast.ts';
export type { ApiQueryOptions } from './api-query-options.ts';
export { downloadFile, type DownloadedFile } from './download-file.ts';
export { searchParamsOf } from './search-params-of.ts';
export {
  connectRealtime,
  type RealtimeConnection,
  type RealtimeOptions,
  type RealtimeState,
  type SocketFactory,
} from './connect-realtime.ts';
export { sendEarly, takeEarly } from './early-request.ts';
export { newIdempotencyKey } from './idempotency-key.ts';
