import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { runNavigationGuard } from '../navigation/run-navigation-guard.ts';
import { routeTable } from '../route-table.ts';
import type { RouterContext } from '../router-context.ts';
import { LayoutFrame } from './-components/layout-frame.tsx';
import { NotFoundPage } from './-components/not-found-page.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, context, preload }) =>
    runNavigationGuard({ location, context, preload }),
  component: RootLayout,
  // Errors of this route and every other end on the router's defaultErrorComponent.
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const routeName = useMatches({ select: (matches) => matches.at(-1)?.staticData.routeName });
  const layout = routeTable.find((route) => route.name === routeName)?.layout;
  return (
    <LayoutFrame layout={layout}>
      <Outlet />
    </LayoutFrame>
  );
}
