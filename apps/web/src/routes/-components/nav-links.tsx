import type { SignedInUser } from '@salesdash/api-contract';
import { Link } from '@tanstack/react-router';
import { checkRouteAccess } from '../../navigation/check-route-access.ts';
import { routeByName, type RouteName } from '../../route-table.ts';

/**
 * The screens that work. A screen joins once it is built (goals, recordings and
 * settings come later); until then its route shows its "Coming with …" panel only
 * to someone who types the address. Products, sales roles, billing and the audit log are the
 * admin's, opened now and then: they are linked from Settings, and the bar stays on one line at
 * 1024 px.
 */
const items: readonly { label: string; to: string; route: RouteName }[] = [
  { label: 'Overview', to: '/', route: 'index' },
  { label: 'Team', to: '/team', route: 'team' },
  { label: 'Leaderboard', to: '/leaderboard', route: 'leaderboard' },
  { label: 'Statements', to: '/statements', route: 'statements' },
  { label: 'People', to: '/settings/people', route: 'settings-people' },
];

/** Main navigation of the default layout; only links the user's role may open. */
export function NavLinks({ user }: { user: SignedInUser | null }) {
  return (
    <>
      {items
        .filter((item) => user != null && checkRouteAccess(routeByName(item.route).access, user))
        .map((item) => (
          <Link
            key={item.to}
            to={item.to}
            activeOptions={{ exact: item.to === '/' }}
            className="rounded-md px-2.5 py-1.5 font-medium text-fg-muted hover:bg-surface-hover hover:text-fg"
            activeProps={{ className: 'bg-surface-muted text-fg', 'aria-current': 'page' }}
          >
            {item.label}
          </Link>
        ))}
    </>
  );
}
