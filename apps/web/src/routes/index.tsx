import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  staticData: { routeName: 'index' },
  component: SalesOverviewPage,
});

function SalesOverviewPage() {
  return (
    <ComingSoonPanel title="Sales overview" capability="sales records and the personal dashboard" />
  );
}
