import { ShareButton } from '@salesdash/feature-share';
import { createFileRoute } from '@tanstack/react-router';
import { dashboardRangeSearch } from '../../../../dashboard-range/dashboard-range-search.ts';
import { OverviewPage } from '../../../-components/overview-page.tsx';

export const Route = createFileRoute('/team/member/overview/$user_id')({
  staticData: { routeName: 'team-member-overview-user_id' },
  validateSearch: dashboardRangeSearch,
  component: MemberOverviewPage,
});

function MemberOverviewPage() {
  const id = Number(Route.useParams().user_id);
  return (
    <OverviewPage
      subject={{ kind: 'users', id }}
      title="Member overview"
      description={`Team member #${id}: cash, commission, calls and outbound activity.`}
      actions={<ShareButton type="employee" resourceId={id} />}
    />
  );
}
