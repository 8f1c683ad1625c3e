import { sessionAtom } from '@salesdash/data-access-auth';
import { ShareButton } from '@salesdash/feature-share';
import { useAtomValue } from 'jotai';
import { OverviewPage } from './overview-page.tsx';

/** The personal sales overview: spec §2 serves it at both `/` and `/sales-overview`. */
export function PersonalOverviewPage() {
  const user = useAtomValue(sessionAtom);
  // The guard lets no one here without a session.
  if (!user) return null;
  return (
    <OverviewPage
      subject={{ kind: 'users', id: user.user_id }}
      title="Sales overview"
      description="Your cash, commission, calls and outbound activity against the previous period."
      actions={<ShareButton type="employee" resourceId={user.user_id} />}
      personal
    />
  );
}
