import { webhookEndpointsQueryOptions } from '@salesdash/data-access-integrations';
import { WebhooksScreen } from '@salesdash/feature-settings-admin';
import { createFileRoute } from '@tanstack/react-router';

// The screen rides in this route's split chunk (autoCodeSplitting): no first page pays for it.
export const Route = createFileRoute('/settings/webhooks')({
  staticData: { routeName: 'settings-webhooks' },
  loader: ({ context: { queryClient, api } }) =>
    queryClient.ensureQueryData(webhookEndpointsQueryOptions(api)),
  component: WebhooksScreen,
});
