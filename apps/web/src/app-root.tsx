import { ApiClientProvider } from '@salesdash/data-access-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import type { createAppRouter } from './create-app-router.ts';
import type { RouterContext } from './router-context.ts';

export type AppRootProps = {
  router: ReturnType<typeof createAppRouter>;
  /** The same services the router's loaders get, provided to components too. */
  context: RouterContext;
};

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
        </QueryClientProvider>
      </ApiClientProvider>
    </Provider>
  );
}
