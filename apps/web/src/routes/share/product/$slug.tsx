import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/share/product/$slug')({
  staticData: { routeName: 'share-product-slug' },
  component: SharedProductPage,
});

function SharedProductPage() {
  return <ComingSoonPanel title="Shared product dashboard" capability="share pages" />;
}
