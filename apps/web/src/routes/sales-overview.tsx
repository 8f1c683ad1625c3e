import { createFileRoute } from '@tanstack/react-router';
import { dashboardRangeSearch } from '../dashboard-range/dashboard-range-search.ts';
import { PersonalOverviewPage, preloadPersonalOverview } from './-components/overview-page.tsx';

export const Route = createFileRoute('/sales-overview')({
  staticData: { routeName: 'sales-overview' },
  validateSearch: dashboardRangeSearch,
  loader: preloadPersonalOverview,
  component: PersonalOverviewPage,
});
