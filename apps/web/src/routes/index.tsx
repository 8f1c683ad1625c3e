import { createFileRoute } from '@tanstack/react-router';
import { PersonalOverviewPage } from './-components/personal-overview-page.tsx';

export const Route = createFileRoute('/')({
  staticData: { routeName: 'index' },
  component: PersonalOverviewPage,
});
