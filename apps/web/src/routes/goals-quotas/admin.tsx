import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/goals-quotas/admin')({
  staticData: { routeName: 'goals-quotas-admin' },
  component: GoalsQuotasAdminPage,
});

function GoalsQuotasAdminPage() {
  return <ComingSoonPanel title="Goals and quotas administration" capability="goals and quotas" />;
}
