import { SharedPage } from '@salesdash/feature-share';
import { createFileRoute } from '@tanstack/react-router';
import { dashboardRangeSearch } from '../../../dashboard-range/dashboard-range-search.ts';
import { SharedOverview } from '../../-components/shared-overview.tsx';
import { ShareScope } from '../../-components/share-scope.tsx';

export const Route = createFileRoute('/share/product/$slug')({
  staticData: { routeName: 'share-product-slug' },
  validateSearch: dashboardRangeSearch,
  component: SharedProductPage,
});

function SharedProductPage() {
  const { slug } = Route.useParams();
  return (
    <ShareScope slug={slug}>
      <SharedPage
        token={slug}
        type="product"
        dashboard={(share) => <SharedOverview share={share} />}
      />
    </ShareScope>
  );
}
