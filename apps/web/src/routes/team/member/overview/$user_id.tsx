import { ShareButton } from '@salesdash/feature-share';
import { ComingSoonPanel, PageHeader } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/team/member/overview/$user_id')({
  staticData: { routeName: 'team-member-overview-user_id' },
  component: MemberOverviewPage,
});

function MemberOverviewPage() {
  const { user_id } = Route.useParams();
  return (
    <>
      <PageHeader
        title={`Member overview · user #${user_id}`}
        actions={<ShareButton type="employee" resourceId={Number(user_id)} />}
      />
      <ComingSoonPanel title="Member dashboard" capability="the team dashboard" headingLevel={2} />
    </>
  );
}
