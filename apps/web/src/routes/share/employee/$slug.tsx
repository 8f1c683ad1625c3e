import { SharedPage } from '@salesdash/feature-share';
import { createFileRoute } from '@tanstack/react-router';
import { dashboardRangeSearch } from '../../../dashboard-range/dashboard-range-search.ts';
import { SharedOverview } from '../../-components/shared-overview.tsx';
import { ShareScope } from '../../-components/share-scope.tsx';

export const Route = createFileRoute('/share/employee/$slug')({
  staticData: { routeName: 'share-employee-slug' },
  validateSearch: dashboardRangeSearch,
  component: SharedEmployeePage,
});

function SharedEmployeePage() {
  const { slug } = Route.useParams();
  return (
    <ShareScope slug={slug}>
      <SharedPage
        token={slug}
        type="employee"
        dashboard={(share) => <SharedOverview share={share} />}
      />
    </ShareScope>
  );
}
