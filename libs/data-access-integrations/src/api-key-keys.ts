/** Query-key tree of the organization's API keys; creating or revoking one invalidates `all`. */
export const apiKeyKeys = {
  all: ['org', 'api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};
