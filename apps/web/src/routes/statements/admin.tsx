import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/statements/admin')({
  staticData: { routeName: 'statements-admin' },
  component: StatementsAdminPage,
});

function StatementsAdminPage() {
  return <ComingSoonPanel title="Statements administration" capability="commission statements" />;
}
