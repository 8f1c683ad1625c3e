import { sessionAtom } from '@salesdash/data-access-auth';
import { ShareButton } from '@salesdash/feature-share';
import { ComingSoonPanel, PageHeader } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';

export const Route = createFileRoute('/sales-overview')({
  staticData: { routeName: 'sales-overview' },
  component: SalesOverviewPage,
});

function SalesOverviewPage() {
  const user = useAtomValue(sessionAtom);
  return (
    <>
      <PageHeader
        title="Sales overview"
        description="Your metrics, commissions, appointments and recent sales."
        actions={user ? <ShareButton type="employee" resourceId={user.user_id} /> : null}
      />
      <ComingSoonPanel
        title="Your dashboard"
        capability="sales records and the personal dashboard"
        headingLevel={2}
      />
    </>
  );
}
