import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { useColorMode } from '../color-mode/use-color-mode.ts';
import { runNavigationGuard } from '../navigation/run-navigation-guard.ts';
import { routeTable } from '../route-table.ts';
import type { RouterContext } from '../router-context.ts';
import { ErrorPage } from './-components/error-page.tsx';
import { LayoutFrame } from './-components/layout-frame.tsx';
import { NotFoundPage } from './-components/not-found-page.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, context, preload }) =>
    runNavigationGuard({ location, context, preload }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

function RootLayout() {
  // Paints the colour mode on <html> for every screen the root layout frames.
  useColorMode();
  const routeName = useMatches({ select: (matches) => matches.at(-1)?.staticData.routeName });
  const layout = routeTable.find((route) => route.name === routeName)?.layout;
  return (
    <LayoutFrame layout={layout}>
      <Outlet />
    </LayoutFrame>
  );
}
