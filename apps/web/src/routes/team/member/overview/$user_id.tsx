import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/team/member/overview/$user_id')({
  staticData: { routeName: 'team-member-overview-user_id' },
  component: MemberOverviewPage,
});

function MemberOverviewPage() {
  const { user_id } = Route.useParams();
  return (
    <ComingSoonPanel title={`Member overview · user #${user_id}`} capability="the team dashboard" />
  );
}
