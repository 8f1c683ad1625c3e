import type { ApiKey } from '@salesdash/api-contract';

/**
 * An example organization API key, created by Ada Admin, never used.
 * @param overrides - fields to change
 */
export function exampleApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    api_key_id: 1,
    name: 'Reporting service',
    scopes: ['metrics:read'],
    prefix: 'sdk_Ab3x',
    created_at: '2026-11-20T09:30:00.000Z',
    created_by: 1,
    created_by_name: 'Ada Admin',
    last_used_at: null,
    revoked_at: null,
    status: 'active',
    suspended_reason: null,
    ...overrides,
  };
}

/** Three keys: one in use, one never used, one revoked (newest first, as the API lists them). */
export const exampleApiKeys: ApiKey[] = [
  exampleApiKey({
    api_key_id: 3,
    name: 'Warehouse sync',
    scopes: ['records:read', 'records:write'],
    prefix: 'sdk_Q9zk',
    created_at: '2026-11-22T08:00:00.000Z',
    last_used_at: '2026-11-23T11:42:00.000Z',
  }),
  exampleApiKey({ api_key_id: 2, name: 'Reporting service', prefix: 'sdk_Ab3x' }),
  exampleApiKey({
    api_key_id: 1,
    name: 'Old importer',
    scopes: ['import'],
    prefix: 'sdk_mM07',
    created_at: '2026-10-02T14:10:00.000Z',
    created_by: null,
    created_by_name: null,
    last_used_at: '2026-10-30T16:05:00.000Z',
    revoked_at: '2026-11-01T10:00:00.000Z',
    status: 'revoked',
  }),
];
