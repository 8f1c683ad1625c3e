import {
  parseStatementsSearch,
  preloadStatements,
  StatementsScreen,
  statementsYear,
} from '@salesdash/feature-statements';
import { PageHeader } from '@salesdash/ui-kit';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

export const Route = createFileRoute('/statements/')({
  staticData: { routeName: 'statements' },
  // The year and the month opened live in the URL: a link reopens the same statement.
  validateSearch: parseStatementsSearch,
  // The raw search, parsed again here rather than handed over by `loaderDeps`: what a route
  // declares outside its split chunk loads with every page (the first load's budget).
  loader: ({ context: { queryClient, api }, location: { search } }) =>
    preloadStatements(queryClient, api, parseStatementsSearch(search)),
  component: StatementsPage,
});

function StatementsPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Commission statements"
        description="What you are paid each month, line by line: an open month shows its figures so far."
      />
      <StatementsScreen
        year={statementsYear(search)}
        month={search.month}
        onYearChange={(year) => void navigate({ to: '.', search: { year } })}
        onMonthChange={(month) =>
          void navigate({ to: '.', search: (previous) => ({ ...previous, month }) })
        }
      />
    </>
  );
}
