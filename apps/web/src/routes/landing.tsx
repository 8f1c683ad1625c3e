import { sessionAtom } from '@salesdash/data-access-auth';
import { WelcomePage } from '@salesdash/feature-showcase';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { checkRouteAccess } from '../navigation/check-route-access.ts';
import { routeByName, type RouteName } from '../route-table.ts';

export const Route = createFileRoute('/landing')({
  staticData: { routeName: 'landing' },
  component: LandingPage,
});

// The places a person may start from, each shown only when their access opens it.
const places: readonly { label: string; to: string; route: RouteName; description: string }[] = [
  {
    label: 'Sales overview',
    to: '/',
    route: 'index',
    description: 'Your cash, commission, calls and outbound activity against the period before.',
  },
  {
    label: 'Team dashboard',
    to: '/team',
    route: 'team',
    description: 'The team by product and by member, with a workbook to download.',
  },
  {
    label: 'Statements',
    to: '/statements',
    route: 'statements',
    description: 'Each month’s commission statement, line by line, to download or dispute.',
  },
  {
    label: 'Leaderboard',
    to: '/leaderboard',
    route: 'leaderboard',
    description: 'Who leads by cash, deals and calls, with a TV mode for the sales floor.',
  },
];

/** The signed-in welcome: the guard lets no one here without a session. */
function LandingPage() {
  const user = useAtomValue(sessionAtom);
  if (!user) return null;
  return (
    <WelcomePage
      name={user.display_name}
      organizationName={user.organization_name}
      shortcuts={places
        .filter((place) => checkRouteAccess(routeByName(place.route).access, user))
        .map((place) => ({
          link: (
            <Link to={place.to} className="text-fg underline underline-offset-2">
              {place.label}
            </Link>
          ),
          description: place.description,
        }))}
    />
  );
}
