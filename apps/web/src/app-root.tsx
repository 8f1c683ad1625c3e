import { ApiClientProvider } from '@salesdash/data-access-api';
import { Toaster } from '@salesdash/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { useColorMode } from './color-mode/use-color-mode.ts';
import type { createAppRouter } from './create-app-router.ts';
import type { RouterContext } from './router-context.ts';

export type AppRootProps = {
  router: ReturnType<typeof createAppRouter>;
  /** The same services the router's loaders get, provided to components too. */
  context: RouterContext;
};

/**
 * The top-centre toast area, outside the router: every screen has it, the root error
 * page too, which replaces the root layout. Its `useColorMode` also keeps the colour mode
 * painted on <html> for every screen.
 */
function AppToaster() {
  const { resolved } = useColorMode();
  return <Toaster theme={resolved} />;
}

/**
 * The provider tree around the router. main.tsx and the shell test render this one tree, so
 * a provider added here is under test at once.
 */
export function AppRoot({ router, context }: AppRootProps) {
  return (
    <Provider store={context.store}>
      <ApiClientProvider client={context.api}>
        <QueryClientProvider client={context.queryClient}>
          <RouterProvider router={router} />
          <AppToaster />
        </QueryClientProvider>
      </ApiClientProvider>
    </Provider>
  );
}
