import type { Profile } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchProfile } from './profile-calls.ts';

/** Query-key tree of the signed-in person's own records. */
export const profileKeys = {
  all: ['profile'] as const,
  own: () => [...profileKeys.all, 'own'] as const,
};

/**
 * Query options of the signed-in person's profile (`GET /api/profile`). Always read afresh
 * when a form opens: its version decides whether a save is stale.
 * @param api - the app's API client
 */
export function profileQueryOptions(
  api: ApiClient,
): ApiQueryOptions<Profile, ReturnType<typeof profileKeys.own>> {
  return queryOptions({ queryKey: profileKeys.own(), queryFn: () => fetchProfile(api) });
}
