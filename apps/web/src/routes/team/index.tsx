import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/team/')({
  staticData: { routeName: 'team' },
  component: TeamPage,
});

function TeamPage() {
  return <ComingSoonPanel title="Team dashboard" capability="the team dashboard" />;
}
