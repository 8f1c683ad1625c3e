import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/team/product/overview/$product_id')({
  staticData: { routeName: 'team-product-overview-product_id' },
  component: ProductOverviewPage,
});

function ProductOverviewPage() {
  const { product_id } = Route.useParams();
  return (
    <ComingSoonPanel
      title={`Product overview · product #${product_id}`}
      capability="the team dashboard"
    />
  );
}
