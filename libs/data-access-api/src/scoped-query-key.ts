import type { QueryKey } from '@tanstack/react-query';
import type { ApiClient } from './create-api-client.ts';

/**
 * A query key as `api` reads it. A share page's client appends its link's scope: a link reads
 * with its creator's eyes and its own customer masking, so its answers never stand in for the
 * signed-in visitor's, nor one link's for another's. Appended, not prefixed, so invalidating a
 * prefix (realtime, mutations) reaches the link's queries too.
 * @param api - the client the query reads with
 * @param key - the key of the lib's key tree
 */
export function scopedQueryKey<K extends QueryKey>(api: ApiClient, key: K): K {
  // The tagged key type only names the data; a scope appended at the end leaves it true.
  return (api.scope === undefined ? key : [...key, api.scope]) as unknown as K;
}
