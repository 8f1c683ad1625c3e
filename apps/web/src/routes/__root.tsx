import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { runNavigationGuard } from '../navigation/run-navigation-guard.ts';
import { tvSearch } from '../navigation/tv-search.ts';
import { routeTable, type RouteEntry } from '../route-table.ts';
import type { RouterContext } from '../router-context.ts';
import { LayoutFrame } from './-components/layout-frame.tsx';
import { LazyNotFoundPage } from './-components/lazy-not-found-page.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, context, preload }) =>
    runNavigationGuard({ location, context, preload }),
  component: RootLayout,
  // Errors of this route and every other end on the router's defaultErrorComponent.
  notFoundComponent: () => <LazyNotFoundPage />,
});

function RootLayout() {
  const routeName = useMatches({ select: (matches) => matches.at(-1)?.staticData.routeName });
  const tv = useMatches({ select: (matches) => tvSearch(matches.at(-1)?.search ?? {}).tv === 1 });
  const entry: RouteEntry | undefined = routeTable.find((route) => route.name === routeName);
  const layout = (tv ? entry?.tvLayout : undefined) ?? entry?.layout;
  // The tab names the screen, so tabs, history and bookmarks tell screens apart.
  const title = `${entry?.title ?? 'Page not found'} · SalesDash`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <LayoutFrame layout={layout}>
      <Outlet />
    </LayoutFrame>
  );
}
