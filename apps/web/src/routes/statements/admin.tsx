import { accessLevels, type SignedInUser } from '@salesdash/api-contract';
import { sessionAtom } from '@salesdash/data-access-auth';
import {
  parseStatementsAdminSearch,
  preloadStatementsAdmin,
  StatementsAdminScreen,
  statementsAdminMonth,
} from '@salesdash/feature-statements';
import { PageHeader } from '@salesdash/ui-kit';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';

export const Route = createFileRoute('/statements/admin')({
  staticData: { routeName: 'statements-admin' },
  // The month and the person opened live in the URL: a link reopens the same view.
  validateSearch: parseStatementsAdminSearch,
  // The raw search, parsed again here (see /statements): an employee's visit preloads nothing.
  loader: ({ context: { queryClient, api, store }, location: { search } }) => {
    if (mayRead(store.get(sessionAtom)))
      preloadStatementsAdmin(queryClient, api, parseStatementsAdminSearch(search));
  },
  component: StatementsAdminPage,
});

/**
 * Admins and managers. The route itself admits every signed-in user (route table: `login`), so
 * an employee who follows a link reads why the screen is not theirs rather than bouncing home.
 */
function mayRead(user: SignedInUser | null): boolean {
  return user !== null && user.access <= accessLevels.manager;
}

function StatementsAdminPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const user = useAtomValue(sessionAtom);
  const allowed = mayRead(user);
  return (
    <>
      <PageHeader
        title="Statements administration"
        description="Each month of the organization, person by person: disputes, closing and the payroll export."
        actions={
          <Link
            to="/statements"
            className="text-sm font-medium text-fg underline underline-offset-2"
          >
            My statements
          </Link>
        }
      />
      <StatementsAdminScreen
        allowed={allowed}
        month={statementsAdminMonth(search)}
        personId={search.user}
        onMonthChange={(month) => void navigate({ to: '.', search: { month } })}
        onPersonChange={(user) =>
          void navigate({
            to: '.',
            search: (previous) => ({ ...previous, user }),
          })
        }
      />
    </>
  );
}
