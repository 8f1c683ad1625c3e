import { accessLevels } from '@salesdash/api-contract';
import { isNotFoundError, useApiClient } from '@salesdash/data-access-api';
import { sessionAtom } from '@salesdash/data-access-auth';
import { productQueryOptions } from '@salesdash/data-access-products';
import { ShareButton } from '@salesdash/feature-share';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { dashboardRangeSearch } from '../../../../dashboard-range/dashboard-range-search.ts';
import { LazyNotFoundInFrame } from '../../../-components/lazy-not-found-page.tsx';
import { OverviewPage, preloadOverview } from '../../../-components/overview-page.tsx';

export const Route = createFileRoute('/team/product/overview/$product_id')({
  staticData: { routeName: 'team-product-overview-product_id' },
  validateSearch: dashboardRangeSearch,
  loader: ({ context, params, location }) => {
    const id = Number(params.product_id);
    void context.queryClient.prefetchQuery(productQueryOptions(context.api, id));
    preloadOverview(context, { kind: 'products', id }, location.search);
  },
  notFoundComponent: LazyNotFoundInFrame,
  component: ProductOverviewPage,
});

function ProductOverviewPage() {
  const id = Number(Route.useParams().product_id);
  const user = useAtomValue(sessionAtom);
  // The page re-renders for a 404 only: the product, when it arrives, re-renders its name and
  // the share button, not the whole dashboard (a long task on a phone).
  const product = useQuery({
    ...productQueryOptions(useApiClient(), id),
    notifyOnChangeProps: ['error'],
  });
  // The server scopes a manager's product dashboard to their team; the page says so.
  const manager = user?.access === accessLevels.manager;
  const scope = manager ? 'Your team' : 'The whole organization';
  return (
    <OverviewPage
      subject={{ kind: 'products', id }}
      title={<ProductName id={id} />}
      description={`Product dashboard · ${scope}`}
      missing={isNotFoundError(product.error)}
      actions={<ProductShareButton id={id} manager={manager} />}
    />
  );
}

function ProductName({ id }: { id: number }) {
  const product = useQuery(productQueryOptions(useApiClient(), id));
  return product.data?.name ?? 'Product overview';
}

function ProductShareButton({ id, manager }: { id: number; manager: boolean }) {
  const product = useQuery(productQueryOptions(useApiClient(), id));
  return (
    <ShareButton
      type="product"
      resourceId={id}
      // A manager's link shows what they see: their team's slice of the product.
      subject={manager && product.data ? `Your team's sales of ${product.data.name}` : undefined}
    />
  );
}
