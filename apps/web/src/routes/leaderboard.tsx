import { accessLevels } from '@salesdash/api-contract';
import { sessionAtom } from '@salesdash/data-access-auth';
import {
  appliedRoleIdsAtom,
  Leaderboard,
  LeaderboardTv,
  preloadLeaderboard,
} from '@salesdash/feature-leaderboard';
import { ShareButton } from '@salesdash/feature-share';
import { PageHeader, TvIcon } from '@salesdash/ui-kit';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { tvSearch } from '../navigation/tv-search.ts';
import { LinkButton } from './-components/link-button.tsx';

export const Route = createFileRoute('/leaderboard')({
  staticData: { routeName: 'leaderboard' },
  validateSearch: tvSearch,
  loader: ({ context: { queryClient, api, store } }) => preloadLeaderboard(queryClient, api, store),
  component: LeaderboardPage,
});

function LeaderboardPage() {
  const user = useAtomValue(sessionAtom);
  const { tv } = Route.useSearch();
  const roleIds = useAtomValue(appliedRoleIdsAtom);
  const navigate = useNavigate();

  if (tv) {
    return <LeaderboardTv roleIds={roleIds} onExit={() => void navigate({ to: '/leaderboard' })} />;
  }
  const canShare = user !== null && user.access <= accessLevels.manager;
  return (
    <>
      <PageHeader
        title="Leaderboard"
        description="Who leads the team this period, in every category."
      />
      <Leaderboard
        currentUserId={user?.user_id ?? null}
        actions={
          <>
            <LinkButton to="/leaderboard" search={{ tv: 1 }} variant="secondary">
              <TvIcon /> TV mode
            </LinkButton>
            {canShare ? <ShareButton type="leaderboard" resourceId={user.organization_id} /> : null}
          </>
        }
      />
    </>
  );
}
