/** The four page frames of spec §2. */
export type RouteLayout = 'default' | 'empty' | 'nopadding' | 'slug';

/**
 * Who may open a route. `public` skips the login check (spec §4 step 2); `demo` and `login`
 * need a signed-in user; the role rules are spec §6's route middleware.
 */
export type RouteAccess =
  'public' | 'login' | 'admin' | 'admin-or-manager' | 'netrevenue-client' | 'demo';

/** Route-parameter rules checked by the guard's validate step (spec §4 step 6). */
export type RouteParamRule = 'positive-int' | 'slug';

export type RouteEntry = {
  /** Route name of spec §2. */
  name: string;
  /** Path of spec §2, parameters as `{name}`. */
  path: string;
  layout: RouteLayout;
  access: RouteAccess;
  /** Validate hook: every parameter must satisfy its rule, otherwise the 404 page shows. */
  params?: Readonly<Record<string, RouteParamRule>>;
  /** The frame with `?tv=1` (TV mode: the screen alone, without the app's chrome). */
  tvLayout?: RouteLayout;
};

const id = 'positive-int';

/**
 * Every route of spec §2 (and the leaderboard's share page), the single source for the route
 * files, the layouts and the guard.
 */
export const routeTable = [
  { name: 'buttons', path: '/buttons', layout: 'default', access: 'demo' },
  {
    name: 'complete-registration',
    path: '/complete-registration',
    layout: 'empty',
    access: 'public',
  },
  {
    name: 'goals-quotas-user_id',
    path: '/goals-quotas/{user_id}',
    layout: 'default',
    access: 'admin-or-manager',
    params: { user_id: id },
  },
  {
    name: 'goals-quotas-admin',
    path: '/goals-quotas/admin',
    layout: 'default',
    access: 'admin-or-manager',
  },
  { name: 'goals-quotas', path: '/goals-quotas', layout: 'default', access: 'login' },
  { name: 'hero', path: '/hero', layout: 'empty', access: 'public' },
  { name: 'index', path: '/', layout: 'default', access: 'login' },
  { name: 'landing', path: '/landing', layout: 'empty', access: 'login' },
  {
    name: 'leaderboard',
    path: '/leaderboard',
    layout: 'default',
    access: 'netrevenue-client',
    tvLayout: 'empty',
  },
  { name: 'login-old', path: '/login-old', layout: 'empty', access: 'login' },
  { name: 'login', path: '/login', layout: 'empty', access: 'public' },
  {
    name: 'recordings-recording_id',
    path: '/recordings/{recording_id}',
    layout: 'default',
    access: 'login',
    params: { recording_id: id },
  },
  { name: 'recordings', path: '/recordings', layout: 'default', access: 'login' },
  { name: 'register', path: '/register', layout: 'empty', access: 'public' },
  { name: 'sales-overview', path: '/sales-overview', layout: 'default', access: 'login' },
  { name: 'settings-billing', path: '/settings/billing', layout: 'default', access: 'admin' },
  { name: 'settings', path: '/settings', layout: 'default', access: 'login' },
  {
    name: 'share-call-slug',
    path: '/share/call/{slug}',
    layout: 'empty',
    access: 'login',
    params: { slug: 'slug' },
  },
  {
    name: 'share-employee-slug',
    path: '/share/employee/{slug}',
    layout: 'slug',
    access: 'public',
    params: { slug: 'slug' },
  },
  // Not in spec §2: the leaderboard's share link (issue 14), its board alone in TV mode.
  {
    name: 'share-leaderboard-slug',
    path: '/share/leaderboard/{slug}',
    layout: 'empty',
    access: 'public',
    params: { slug: 'slug' },
  },
  {
    name: 'share-product-slug',
    path: '/share/product/{slug}',
    layout: 'slug',
    access: 'public',
    params: { slug: 'slug' },
  },
  { name: 'statements-admin', path: '/statements/admin', layout: 'default', access: 'login' },
  { name: 'statements', path: '/statements', layout: 'default', access: 'login' },
  { name: 'team', path: '/team', layout: 'default', access: 'admin-or-manager' },
  {
    name: 'team-member-overview-user_id',
    path: '/team/member/overview/{user_id}',
    layout: 'default',
    access: 'admin-or-manager',
    params: { user_id: id },
  },
  {
    name: 'team-product-overview-product_id',
    path: '/team/product/overview/{product_id}',
    layout: 'default',
    access: 'admin-or-manager',
    params: { product_id: id },
  },
  { name: 'text-demo', path: '/text-demo', layout: 'default', access: 'login' },
] as const satisfies readonly RouteEntry[];

/** A route name of spec §2. */
export type RouteName = (typeof routeTable)[number]['name'];

/**
 * The table entry of a route name.
 * @param name - a route name of spec §2
 */
export function routeByName(name: RouteName): RouteEntry {
  const entry = routeTable.find((route) => route.name === name);
  if (!entry) throw new Error(`Unknown route ${name}`);
  return entry;
}
