import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/sales-overview')({
  staticData: { routeName: 'sales-overview' },
  component: SalesOverviewPage,
});

function SalesOverviewPage() {
  return (
    <ComingSoonPanel title="Sales overview" capability="sales records and the personal dashboard" />
  );
}
