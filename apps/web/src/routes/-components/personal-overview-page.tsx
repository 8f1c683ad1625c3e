import { sessionAtom } from '@salesdash/data-access-auth';
import { ShareButton } from '@salesdash/feature-share';
import { ComingSoonPanel, PageHeader } from '@salesdash/ui-kit';
import { useAtomValue } from 'jotai';

/** The personal sales overview: spec §2 serves it at both `/` and `/sales-overview`. */
export function PersonalOverviewPage() {
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
