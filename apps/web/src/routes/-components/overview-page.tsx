import { accessLevels } from '@salesdash/api-contract';
import { sessionAtom } from '@salesdash/data-access-auth';
import type { DashboardSubject } from '@salesdash/data-access-metrics';
import { OverviewDashboard } from '@salesdash/feature-overview';
import { PageHeader } from '@salesdash/ui-kit';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useDashboardRange } from '../../dashboard-range/use-dashboard-range.ts';

export type OverviewPageProps = {
  subject: DashboardSubject;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** The signed-in person's own dashboard: they may request commission there. */
  personal?: boolean;
};

/**
 * A signed-in dashboard page: its header and the overview of one person or product, on the
 * range of the URL. Admins get the status actions (the server checks them again).
 */
export function OverviewPage({
  subject,
  title,
  description,
  actions,
  personal = false,
}: OverviewPageProps) {
  const user = useAtomValue(sessionAtom);
  const [range, setRange] = useDashboardRange();
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      <OverviewDashboard
        subject={subject}
        range={range}
        onRangeChange={setRange}
        canChangeStatus={user != null && user.access <= accessLevels.admin}
        canRequestCommission={personal}
        viewer={user ? { userId: user.user_id, access: user.access } : undefined}
      />
    </>
  );
}
