import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/share/employee/$slug')({
  staticData: { routeName: 'share-employee-slug' },
  component: SharedEmployeePage,
});

function SharedEmployeePage() {
  return <ComingSoonPanel title="Shared employee dashboard" capability="share pages" />;
}
