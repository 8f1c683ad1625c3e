import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/statements/')({
  staticData: { routeName: 'statements' },
  component: StatementsPage,
});

function StatementsPage() {
  return <ComingSoonPanel title="Commission statements" capability="commission statements" />;
}
