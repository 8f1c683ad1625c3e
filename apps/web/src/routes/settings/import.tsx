import { importsQueryOptions } from '@salesdash/data-access-integrations';
import { ImportScreen } from '@salesdash/feature-settings-admin';
import { createFileRoute } from '@tanstack/react-router';

// Admins only; the screen rides in this route's split chunk. The loader fetches the
// history with the route (a failure shows in the screen, with its retry).
export const Route = createFileRoute('/settings/import')({
  staticData: { routeName: 'settings-import' },
  loader: ({ context: { queryClient, api } }) =>
    queryClient.prefetchQuery(importsQueryOptions(api)),
  component: ImportScreen,
});
