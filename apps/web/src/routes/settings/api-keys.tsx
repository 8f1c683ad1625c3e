import { apiKeysQueryOptions } from '@salesdash/data-access-integrations';
import { ApiKeysScreen } from '@salesdash/feature-settings-admin';
import { createFileRoute } from '@tanstack/react-router';

// Admins only; the screen rides in this route's split chunk. The loader fetches the
// list with the route (a failure shows in the screen, with its retry).
export const Route = createFileRoute('/settings/api-keys')({
  staticData: { routeName: 'settings-api-keys' },
  loader: ({ context: { queryClient, api } }) =>
    queryClient.prefetchQuery(apiKeysQueryOptions(api)),
  component: ApiKeysScreen,
});
