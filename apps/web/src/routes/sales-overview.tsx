import { createFileRoute } from '@tanstack/react-router';
import { PersonalOverviewPage } from './-components/personal-overview-page.tsx';

export const Route = createFileRoute('/sales-overview')({
  staticData: { routeName: 'sales-overview' },
  component: PersonalOverviewPage,
});
