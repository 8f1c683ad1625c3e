import { LeaderboardTv } from '@salesdash/feature-leaderboard';
import { SharedPage } from '@salesdash/feature-share';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/share/leaderboard/$slug')({
  staticData: { routeName: 'share-leaderboard-slug' },
  component: SharedLeaderboardPage,
});

/** A leaderboard share link: the board in TV mode for an office screen, no sign-in. */
function SharedLeaderboardPage() {
  const { slug } = Route.useParams();
  return (
    <SharedPage
      token={slug}
      type="leaderboard"
      bare
      dashboard={() => <LeaderboardTv period="current" />}
    />
  );
}
