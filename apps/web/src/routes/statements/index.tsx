import {
  parseStatementsSearch,
  preloadStatements,
  StatementsScreen,
  statementsYear,
} from '@salesdash/feature-statements';
import { accessLevels } from '@salesdash/api-contract';
import { sessionAtom } from '@salesdash/data-access-auth';
import { PageHeader } from '@salesdash/ui-kit';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';

export const Route = createFileRoute('/statements/')({
  staticData: { routeName: 'statements' },
  // The year and the month opened live in the URL: a link reopens the same statement. Without
  // either, the screen opens on the person's latest month with lines.
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
  const user = useAtomValue(sessionAtom);
  // The administration is reached from here rather than the bar, which stays one line at 1024 px.
  const administers = user !== null && user.access <= accessLevels.manager;
  return (
    <>
      <PageHeader
        title="Commission statements"
        description="What you are paid each month, line by line: an open month shows its figures so far."
        actions={
          administers ? (
            <Link
              to="/statements/admin"
              className="text-sm font-medium text-fg underline underline-offset-2"
            >
              Statements administration
            </Link>
          ) : undefined
        }
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
