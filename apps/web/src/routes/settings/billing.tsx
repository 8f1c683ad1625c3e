import { sessionAtom } from '@salesdash/data-access-auth';
import { BillingScreen } from '@salesdash/feature-settings-admin';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';

// Admins only; the screen rides in this route's split chunk.
export const Route = createFileRoute('/settings/billing')({
  staticData: { routeName: 'settings-billing' },
  component: BillingPage,
});

function BillingPage() {
  const user = useAtomValue(sessionAtom);
  if (!user) return null;
  return <BillingScreen organizationId={user.organization_id} />;
}
