import { isNotFoundError, useApiClient } from '@salesdash/data-access-api';
import { orgUserQueryOptions } from '@salesdash/data-access-people';
import { ShareButton } from '@salesdash/feature-share';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { dashboardRangeSearch } from '../../../../dashboard-range/dashboard-range-search.ts';
import { LazyNotFoundInFrame } from '../../../-components/lazy-not-found-page.tsx';
import { OverviewPage, preloadOverview } from '../../../-components/overview-page.tsx';

export const Route = createFileRoute('/team/member/overview/$user_id')({
  staticData: { routeName: 'team-member-overview-user_id' },
  validateSearch: dashboardRangeSearch,
  loader: ({ context, params, location }) => {
    const id = Number(params.user_id);
    void context.queryClient.prefetchQuery(orgUserQueryOptions(context.api, id));
    preloadOverview(context, { kind: 'users', id }, location.search);
  },
  notFoundComponent: LazyNotFoundInFrame,
  component: MemberOverviewPage,
});

function MemberOverviewPage() {
  const id = Number(Route.useParams().user_id);
  // The page re-renders for a 404 only: the name, when it arrives, re-renders its own text,
  // not the whole dashboard (a long task on a phone, Lighthouse's blocking time).
  const member = useQuery({
    ...orgUserQueryOptions(useApiClient(), id),
    notifyOnChangeProps: ['error'],
  });
  return (
    <OverviewPage
      subject={{ kind: 'users', id }}
      title={<MemberName id={id} />}
      description="Team member: cash, commission, calls and outbound activity."
      missing={isNotFoundError(member.error)}
      actions={<ShareButton type="employee" resourceId={id} />}
    />
  );
}

function MemberName({ id }: { id: number }) {
  const member = useQuery(orgUserQueryOptions(useApiClient(), id));
  return member.data?.display_name ?? 'Member overview';
}
