import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/recordings/')({
  staticData: { routeName: 'recordings' },
  component: RecordingsPage,
});

function RecordingsPage() {
  return <ComingSoonPanel title="Call recordings" capability="call recordings" />;
}
