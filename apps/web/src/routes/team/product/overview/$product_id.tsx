import { ShareButton } from '@salesdash/feature-share';
import { ComingSoonPanel, PageHeader } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/team/product/overview/$product_id')({
  staticData: { routeName: 'team-product-overview-product_id' },
  component: ProductOverviewPage,
});

function ProductOverviewPage() {
  const { product_id } = Route.useParams();
  return (
    <>
      <PageHeader
        title={`Product overview · product #${product_id}`}
        actions={<ShareButton type="product" resourceId={Number(product_id)} />}
      />
      <ComingSoonPanel title="Product dashboard" capability="the team dashboard" headingLevel={2} />
    </>
  );
}
