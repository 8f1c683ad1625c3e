import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/settings/billing')({
  staticData: { routeName: 'settings-billing' },
  component: BillingPage,
});

function BillingPage() {
  return <ComingSoonPanel title="Billing" capability="settings and administration" />;
}
