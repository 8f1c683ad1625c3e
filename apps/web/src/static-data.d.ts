import type { RouteName } from './route-table.ts';

declare module '@tanstack/router-core' {
  // Route files name their route so the shell can pick its layout from the route table.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface StaticDataRouteOption {
    routeName?: RouteName;
  }
}
