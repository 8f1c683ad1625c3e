import type { ApiKey, CreateApiKeyRequest } from '@salesdash/api-contract';
import {
  exampleApiKey,
  exampleApiKeys,
  failure,
  success,
  type FakeAnswer,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';

/**
 * The example keys and two suspended ones (their creators demoted and deactivated), for the
 * list's "suspended key" state.
 */
export const apiKeysWithSuspended: ApiKey[] = [
  exampleApiKey({
    api_key_id: 5,
    name: 'Payroll bridge',
    scopes: ['records:read'],
    prefix: 'sdk_Pb5r',
    created_at: '2026-11-22T10:00:00.000Z',
    created_by: 4,
    created_by_name: 'Dana Demoted',
    last_used_at: '2026-11-22T18:20:00.000Z',
    status: 'suspended',
    suspended_reason: 'creator-not-admin',
  }),
  exampleApiKey({
    api_key_id: 4,
    name: 'CRM sync',
    scopes: ['import'],
    prefix: 'sdk_Cr4s',
    created_at: '2026-11-21T10:00:00.000Z',
    created_by: 5,
    created_by_name: 'Lee Left',
    status: 'suspended',
    suspended_reason: 'creator-deactivated',
  }),
  ...exampleApiKeys,
];

/** The secret the fake API hands out for every new key. */
export const exampleNewApiKeySecret = 'sdk_4fQm9Lx2TzR8bV0cYk3WnP7hJ5sD1gAeUoIiXyZqBvM';

/** How the API key endpoints answer: a list, or an answer of their own (`failure(…)`, `'pending'`). */
export type ApiKeyRoutesOptions = {
  keys?: ApiKey[] | FakeAnswer;
  /** An answer of every write instead of writing. */
  write?: FakeAnswer;
};

/**
 * Routes of the fake API client answering the API key administration from memory, for stories
 * and tests: a create lists the key first and answers its secret once, a revoke stamps it.
 */
export function apiKeyRoutes(options: ApiKeyRoutesOptions = {}): FakeRoutes {
  let keys = Array.isArray(options.keys) ? [...options.keys] : [...exampleApiKeys];
  return {
    'GET api-keys': () =>
      Array.isArray(options.keys) || options.keys === undefined
        ? success({ api_keys: keys })
        : options.keys,
    'POST api-keys': ({ body }) => {
      if (options.write) return options.write;
      const request = body as CreateApiKeyRequest;
      const created = exampleApiKey({
        api_key_id: Math.max(0, ...keys.map((key) => key.api_key_id)) + 1,
        name: request.name,
        scopes: request.scopes,
        prefix: exampleNewApiKeySecret.slice(0, 8),
        created_at: '2026-11-23T12:00:00.000Z',
      });
      keys = [created, ...keys];
      return success({ api_key: created, key: exampleNewApiKeySecret }, 201);
    },
    'DELETE api-keys/:id': ({ params }) => {
      if (options.write) return options.write;
      const key = keys.find((item) => item.api_key_id === Number(params['id']));
      if (!key) return failure(404, 'not-found', 'Not found');
      const revoked: ApiKey = {
        ...key,
        revoked_at: key.revoked_at ?? '2026-11-23T12:00:00.000Z',
        status: 'revoked',
        suspended_reason: null,
      };
      keys = keys.map((item) => (item.api_key_id === key.api_key_id ? revoked : item));
      return success(revoked);
    },
  };
}
