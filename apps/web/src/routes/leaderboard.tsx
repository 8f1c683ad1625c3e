import { accessLevels } from '@salesdash/api-contract';
import { sessionAtom } from '@salesdash/data-access-auth';
import { appliedRoleIdsAtom, Leaderboard, LeaderboardTv } from '@salesdash/feature-leaderboard';
import { ShareButton } from '@salesdash/feature-share';
import { PageHeader, TvIcon } from '@salesdash/ui-kit';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { tvSearch } from '../navigation/tv-search.ts';
import { LinkButton } from './-components/link-button.tsx';

export const Route = createFileRoute('/leaderboard')({
  staticData: { routeName: 'leaderboard' },
  validateSearch: tvSearch,
  component: LeaderboardPage,
});

function LeaderboardPage() {
  const user = useAtomValue(sessionAtom);
  const { tv } = Route.useSearch();
  const roleIds = useAtomValue(appliedRoleIdsAtom);

  if (tv) {
    return (
      <LeaderboardTv
        roleIds={roleIds}
        exit={
          <Link
            to="/leaderboard"
            className="rounded-md px-3 py-2 text-lg text-neutral-300 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-yellow-300"
          >
            Exit TV mode
          </Link>
        }
      />
    );
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
