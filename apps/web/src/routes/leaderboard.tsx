import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/leaderboard')({
  staticData: { routeName: 'leaderboard' },
  component: LeaderboardPage,
});

function LeaderboardPage() {
  return <ComingSoonPanel title="Leaderboard" capability="the leaderboard" />;
}
