/** The four page frames. */
export type RouteLayout = 'default' | 'empty' | 'nopadding' | 'slug';

/**
 * Who may open a route. `public` skips the login check; `demo` and `login` need a signed-in
 * user; the role rules are the route middleware's (docs/product-rules.md#people-and-access).
 */
export type RouteAccess =
  'public' | 'login' | 'admin' | 'admin-or-manager' | 'netrevenue-client' | 'demo';

/** Route-parameter rules checked by the guard's validate step (its step 6). */
export type RouteParamRule = 'positive-int' | 'slug';

export type RouteEntry = {
  /** Route name. */
  name: string;
  /** What the browser tab calls the screen ("Team dashboard · SalesDash"). */
  title: string;
  /** Path, parameters as `{name}`. */
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
 * Every route (the core screens, the leaderboard's share page and the administration screens),
 * the single source for the route files, the layouts and the guard.
 */
export const routeTable = [
  { name: 'buttons', title: 'Buttons', path: '/buttons', layout: 'default', access: 'demo' },
  {
    name: 'complete-registration',
    title: 'Complete your registration',
    path: '/complete-registration',
    layout: 'empty',
    access: 'public',
  },
  {
    name: 'goals-quotas-user_id',
    title: 'Goals and quotas',
    path: '/goals-quotas/{user_id}',
    layout: 'default',
    access: 'admin-or-manager',
    params: { user_id: id },
  },
  {
    name: 'goals-quotas-admin',
    title: 'Goals and quotas administration',
    path: '/goals-quotas/admin',
    layout: 'default',
    access: 'admin-or-manager',
  },
  {
    name: 'goals-quotas',
    title: 'Goals and quotas',
    path: '/goals-quotas',
    layout: 'default',
    access: 'login',
  },
  { name: 'hero', title: 'Welcome', path: '/hero', layout: 'empty', access: 'public' },
  { name: 'index', title: 'Sales overview', path: '/', layout: 'default', access: 'login' },
  { name: 'landing', title: 'Welcome', path: '/landing', layout: 'empty', access: 'login' },
  {
    name: 'leaderboard',
    title: 'Leaderboard',
    path: '/leaderboard',
    layout: 'default',
    access: 'netrevenue-client',
    tvLayout: 'empty',
  },
  { name: 'login-old', title: 'Sign in', path: '/login-old', layout: 'empty', access: 'login' },
  { name: 'login', title: 'Sign in', path: '/login', layout: 'empty', access: 'public' },
  {
    name: 'recordings-recording_id',
    title: 'Recording',
    path: '/recordings/{recording_id}',
    layout: 'default',
    access: 'login',
    params: { recording_id: id },
  },
  {
    name: 'recordings',
    title: 'Recordings',
    path: '/recordings',
    layout: 'default',
    access: 'login',
  },
  { name: 'register', title: 'Register', path: '/register', layout: 'empty', access: 'public' },
  {
    name: 'sales-overview',
    title: 'Sales overview',
    path: '/sales-overview',
    layout: 'default',
    access: 'login',
  },
  {
    name: 'settings-billing',
    title: 'Billing',
    path: '/settings/billing',
    layout: 'default',
    access: 'admin',
  },
  { name: 'settings', title: 'Settings', path: '/settings', layout: 'default', access: 'login' },
  // The audit log, product and sales role administration (admins only)
  // and people administration (admins and managers).
  {
    name: 'settings-audit',
    title: 'Audit log',
    path: '/settings/audit',
    layout: 'default',
    access: 'admin',
  },
  {
    name: 'settings-products',
    title: 'Products',
    path: '/settings/products',
    layout: 'default',
    access: 'admin',
  },
  {
    name: 'settings-people',
    title: 'People',
    path: '/settings/people',
    layout: 'default',
    access: 'admin-or-manager',
  },
  // Organization API keys (admins only; docs/decisions/0054-api-keys.md).
  {
    name: 'settings-api-keys',
    title: 'API keys',
    path: '/settings/api-keys',
    layout: 'default',
    access: 'admin',
  },
  {
    name: 'settings-roles',
    title: 'Sales roles',
    path: '/settings/roles',
    layout: 'default',
    access: 'admin',
  },
  // Webhook endpoints (admins only; docs/decisions/0055-webhooks-in.md).
  {
    name: 'settings-webhooks',
    title: 'Webhooks',
    path: '/settings/webhooks',
    layout: 'default',
    access: 'admin',
  },
  // Spreadsheet import, admins only
  // (docs/decisions/0056-spreadsheet-import-reading-and-row-rules.md).
  {
    name: 'settings-import',
    title: 'Import',
    path: '/settings/import',
    layout: 'default',
    access: 'admin',
  },
  {
    name: 'share-call-slug',
    title: 'Shared call',
    path: '/share/call/{slug}',
    layout: 'empty',
    access: 'login',
    params: { slug: 'slug' },
  },
  {
    name: 'share-employee-slug',
    title: 'Shared dashboard',
    path: '/share/employee/{slug}',
    layout: 'slug',
    access: 'public',
    params: { slug: 'slug' },
  },
  // The leaderboard's share link, its board alone in TV mode (docs/decisions/0020-leaderboard.md).
  {
    name: 'share-leaderboard-slug',
    title: 'Leaderboard',
    path: '/share/leaderboard/{slug}',
    layout: 'empty',
    access: 'public',
    params: { slug: 'slug' },
  },
  {
    name: 'share-product-slug',
    title: 'Shared product dashboard',
    path: '/share/product/{slug}',
    layout: 'slug',
    access: 'public',
    params: { slug: 'slug' },
  },
  {
    name: 'statements-admin',
    title: 'Statements administration',
    path: '/statements/admin',
    layout: 'default',
    access: 'login',
  },
  {
    name: 'statements',
    title: 'Statements',
    path: '/statements',
    layout: 'default',
    access: 'login',
  },
  {
    name: 'team',
    title: 'Team dashboard',
    path: '/team',
    layout: 'default',
    access: 'admin-or-manager',
  },
  {
    name: 'team-member-overview-user_id',
    title: 'Member overview',
    path: '/team/member/overview/{user_id}',
    layout: 'default',
    access: 'admin-or-manager',
    params: { user_id: id },
  },
  {
    name: 'team-product-overview-product_id',
    title: 'Product overview',
    path: '/team/product/overview/{product_id}',
    layout: 'default',
    access: 'admin-or-manager',
    params: { product_id: id },
  },
  { name: 'text-demo', title: 'Text demo', path: '/text-demo', layout: 'default', access: 'login' },
] as const satisfies readonly RouteEntry[];

/** A route name of the table. */
export type RouteName = (typeof routeTable)[number]['name'];

/**
 * The table entry of a route name.
 * @param name - a route name of the table
 */
export function routeByName(name: RouteName): RouteEntry {
  const entry = routeTable.find((route) => route.name === name);
  if (!entry) throw new Error(`Unknown route ${name}`);
  return entry;
}
