export { apiKeyKeys } from './api-key-keys.ts';
export { createApiKey, fetchApiKeys, revokeApiKey } from './api-key-calls.ts';
export { apiKeysQueryOptions } from './api-keys-query-options.ts';
export { useCreateApiKey, useRevokeApiKey } from './use-api-key-mutations.ts';
export {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  fetchWebhookDeliveries,
  fetchWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './webhook-calls.ts';
export {
  webhookDeliveriesQueryOptions,
  webhookEndpointsQueryOptions,
  webhookKeys,
} from './webhooks-query-options.ts';
export {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useReplayWebhookDelivery,
  useRotateWebhookSecret,
  useUpdateWebhookEndpoint,
} from './use-webhook-mutations.ts';
export { importKeys } from './import-keys.ts';
export {
  commitImport,
  discardImport,
  downloadRejectedRows,
  fetchImport,
  fetchImportColumns,
  fetchImports,
  previewImport,
  resumeImport,
  undoImport,
  uploadImport,
} from './import-calls.ts';
export {
  importBatchQueryOptions,
  importColumnsQueryOptions,
  importProgressIntervalMs,
  importsQueryOptions,
} from './imports-query-options.ts';
export {
  useCommitImport,
  useDiscardImport,
  usePreviewImport,
  useResumeImport,
  useUndoImport,
  useUploadImport,
  type ImportRequestOf,
  type ImportUpload,
} from './use-import-mutations.ts';
