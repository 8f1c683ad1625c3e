import type { ShareListQuery } from '@salesdash/api-contract';

/**
 * Query-key tree of share links. Mutations invalidate `shareKeys.lists()` by prefix, so every
 * list (all shares, one resource's shares) refetches after a create or a revoke.
 */
export const shareKeys = {
  all: ['shares'] as const,
  lists: () => [...shareKeys.all, 'list'] as const,
  list: (query: ShareListQuery) => [...shareKeys.lists(), query] as const,
  resolved: (token: string) => [...shareKeys.all, 'resolve', token] as const,
};
