import { LeaderboardTv } from '@salesdash/feature-leaderboard';
import { SharedPage } from '@salesdash/feature-share';
import { createFileRoute } from '@tanstack/react-router';
import { useShareRealtime } from '../../../realtime/use-share-realtime.ts';
import { ShareScope } from '../../-components/share-scope.tsx';

export const Route = createFileRoute('/share/leaderboard/$slug')({
  staticData: { routeName: 'share-leaderboard-slug' },
  component: SharedLeaderboardPage,
});

/** A leaderboard share link: the board in TV mode for an office screen, no sign-in. */
function SharedLeaderboardPage() {
  const { slug } = Route.useParams();
  return (
    <ShareScope slug={slug}>
      <SharedPage
        token={slug}
        type="leaderboard"
        bare
        dashboard={() => <LiveSharedBoard token={slug} />}
      />
    </ShareScope>
  );
}

/**
 * The TV board of a link that opened: live through the link's read-only socket, so a sale
 * shows without waiting for the minute's reload. A link that does not open gets no socket.
 */
function LiveSharedBoard({ token }: { token: string }) {
  useShareRealtime(token, Route.useRouteContext().origin);
  return <LeaderboardTv period="current" />;
}
