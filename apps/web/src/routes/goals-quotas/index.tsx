import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/goals-quotas/')({
  staticData: { routeName: 'goals-quotas' },
  component: GoalsQuotasPage,
});

function GoalsQuotasPage() {
  return <ComingSoonPanel title="Goals and quotas" capability="goals and quotas" />;
}
