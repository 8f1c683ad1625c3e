import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/share/call/$slug')({
  staticData: { routeName: 'share-call-slug' },
  component: SharedCallPage,
});

function SharedCallPage() {
  return <ComingSoonPanel title="Shared call" capability="share pages" />;
}
