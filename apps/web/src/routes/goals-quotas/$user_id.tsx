import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/goals-quotas/$user_id')({
  staticData: { routeName: 'goals-quotas-user_id' },
  component: UserGoalsQuotasPage,
});

function UserGoalsQuotasPage() {
  const { user_id } = Route.useParams();
  return (
    <ComingSoonPanel title={`Goals and quotas · user #${user_id}`} capability="goals and quotas" />
  );
}
