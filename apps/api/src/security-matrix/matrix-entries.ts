import type { InjectOptions } from 'fastify';
import type { World } from './world.ts';
import { worldPassword } from './world.ts';

/** Every caller the matrix tries on every route. */
export const principalNames = [
  'none',
  'expired',
  'tampered',
  'employee',
  'otherOrgEmployee',
  'otherTeamManager',
  'manager',
  'admin',
  'otherShare',
  'ownShare',
] as const;
export type PrincipalName = (typeof principalNames)[number];

/** An exact status, or any 2xx. */
export type Expectation = number | '2xx';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of `/openapi.json` and the status each principal must get. `request` builds the
 * inject options (without credentials) afresh for every cell, so a mutating case can create
 * what it changes. `shareFor` says which share link is "for the resource" of this route.
 */
export type MatrixEntry = {
  method: HttpMethod;
  /** The OpenAPI path, e.g. `/api/users/{id}`. */
  path: string;
  shareFor: 'employee' | 'product';
  request(world: World): InjectOptions | Promise<InjectOptions>;
  expect: Record<PrincipalName, Expectation>;
};

type UserCells = Pick<
  Record<PrincipalName, Expectation>,
  'employee' | 'otherOrgEmployee' | 'otherTeamManager' | 'manager' | 'admin'
>;

/** A bearer-only route: no credential, a bad token and every share token get 401. */
const signedIn = (cells: UserCells): Record<PrincipalName, Expectation> => ({
  none: 401,
  expired: 401,
  tampered: 401,
  otherShare: 401,
  ownShare: 401,
  ...cells,
});

/** A `config: { share: true }` route: share tokens get what the cells say. */
const shareable = (
  cells: UserCells & Pick<Record<PrincipalName, Expectation>, 'otherShare' | 'ownShare'>,
): Record<PrincipalName, Expectation> => ({ none: 401, expired: 401, tampered: 401, ...cells });

/** A public route ignores credentials: every caller gets the route's own answer. */
const publicRoute = (status: Expectation): Record<PrincipalName, Expectation> =>
  Object.fromEntries(principalNames.map((name) => [name, status])) as Record<
    PrincipalName,
    Expectation
  >;

const everyUser: UserCells = {
  employee: '2xx',
  otherOrgEmployee: '2xx',
  otherTeamManager: '2xx',
  manager: '2xx',
  admin: '2xx',
};

/** Reads of E1's data: E1, their manager, admins and E1's share link. */
/** An admin-only change to E1's records: E1 and M1 are refused, M2 and org B do not see E1. */
const adminWritesE1 = signedIn({
  employee: 403,
  otherOrgEmployee: 404,
  otherTeamManager: 404,
  manager: 403,
  admin: '2xx',
});

/** A fresh adjustment of E1 for a mutating cell. */
function adjustmentOfE1(w: World): Promise<number> {
  return w.t.insertId(
    `INSERT INTO adjustments (organization_id, user_id, adjustment_date, amount_cents, reason)
     VALUES ($1, $2, '2026-01-10', 1000, 'Matrix') RETURNING adjustment_id AS id`,
    [w.orgA, w.e1.userId],
  );
}

/** A fresh scheduled call on P1 for a mutating cell. */
function callOf(w: World, closerId: number, setterId: number | null): Promise<number> {
  return w.t.insertId(
    `INSERT INTO appointments (organization_id, user_id, setter_id, product_id, lead_name, call_date)
     VALUES ($1, $2, $3, $4, 'Matrix lead', '2026-03-02T15:00:00Z') RETURNING appointment_id AS id`,
    [w.orgA, closerId, setterId, w.p1],
  );
}

/** A deal on P1 as a write body: the same for every cell. */
const matrixDeal = (w: World) => ({
  product_id: w.p1,
  customer_name: 'Matrix customer',
  amount: 100,
  transaction_type: 'new',
  transaction_date: '2026-01-15',
});

/** A fresh pending sale of E1 for a mutating cell. */
function pendingDealOfE1(w: World): Promise<number> {
  return w.t.insertId(
    `INSERT INTO transactions (organization_id, user_id, product_id, amount_cents, transaction_type, transaction_date)
     VALUES ($1, $2, $3, 10000, 'new', '2026-01-15') RETURNING transaction_id AS id`,
    [w.orgA, w.e1.userId, w.p1],
  );
}

/** Changing any transaction is the admins' (decided on the organization, before any load). */
const adminChangesTransactions = signedIn({
  employee: 403,
  otherOrgEmployee: 403,
  otherTeamManager: 403,
  manager: 403,
  admin: '2xx',
});

const readsE1 = shareable({
  employee: '2xx',
  otherOrgEmployee: 404,
  otherTeamManager: 404,
  manager: '2xx',
  admin: '2xx',
  otherShare: 404,
  ownShare: '2xx',
});

/** Reads of product P1's dashboard: a manager sees their team's part, employees nothing. */
const readsP1 = shareable({
  employee: 403,
  otherOrgEmployee: 404,
  otherTeamManager: '2xx',
  manager: '2xx',
  admin: '2xx',
  otherShare: 404,
  ownShare: '2xx',
});

/** A bogus single-use token: long enough to pass the schema, matching nothing. */
const bogusToken = 'no-such-token-0123456789abcdefghijklmnopqrstuvwxyz';

export const matrixEntries: MatrixEntry[] = [
  // --- auth (public) ---
  {
    method: 'POST',
    path: '/api/auth/login',
    shareFor: 'employee',
    request: (w) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: w.e1.email, password: 'not-the-password' },
    }),
    expect: publicRoute(401),
  },
  {
    method: 'POST',
    path: '/api/auth/refresh',
    shareFor: 'employee',
    request: () => ({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: bogusToken },
    }),
    expect: publicRoute(401),
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    shareFor: 'employee',
    request: () => ({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: bogusToken },
    }),
    expect: publicRoute('2xx'),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-request',
    shareFor: 'employee',
    request: () => ({
      method: 'POST',
      url: '/api/auth/reset-request',
      payload: { email: 'nobody@example.test' },
    }),
    expect: publicRoute('2xx'),
  },
  {
    method: 'POST',
    path: '/api/auth/reset',
    shareFor: 'employee',
    request: () => ({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { token: bogusToken, password: 'a-brand-new-password' },
    }),
    expect: publicRoute(400),
  },
  {
    method: 'GET',
    path: '/api/auth/invite/{token}',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: `/api/auth/invite/${bogusToken}` }),
    expect: publicRoute(400),
  },
  {
    method: 'POST',
    path: '/api/auth/complete-registration',
    shareFor: 'employee',
    request: () => ({
      method: 'POST',
      url: '/api/auth/complete-registration',
      payload: {
        token: bogusToken,
        first_name: 'New',
        last_name: 'Person',
        password: 'a-brand-new-password',
      },
    }),
    expect: publicRoute(400),
  },
  // --- auth (signed in) ---
  {
    method: 'GET',
    path: '/api/auth/me',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/auth/me' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'POST',
    path: '/api/auth/password',
    shareFor: 'employee',
    // Harmless: the new password is the current one.
    request: () => ({
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: worldPassword, new_password: worldPassword },
    }),
    expect: signedIn(everyUser),
  },
  // --- users ---
  {
    method: 'POST',
    path: '/api/users/invite',
    shareFor: 'employee',
    // An employee into M1's team: M1 and admins may, M2 (another team) may not.
    request: (w) => ({
      method: 'POST',
      url: '/api/users/invite',
      payload: {
        email: `matrix-invite-${w.next()}@example.test`,
        access: 4,
        manager_id: w.m1.userId,
      },
    }),
    expect: signedIn({
      employee: 403,
      otherOrgEmployee: 403,
      otherTeamManager: 403,
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'GET',
    path: '/api/users',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/users' }),
    expect: signedIn({
      employee: 403,
      otherOrgEmployee: 403,
      otherTeamManager: '2xx',
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'GET',
    path: '/api/users/closers',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/users/closers' }),
    // Every member names a deal's closer: ids and names of their own organization only.
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: '2xx',
      otherTeamManager: '2xx',
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'GET',
    path: '/api/users/{id}',
    shareFor: 'employee',
    request: (w) => ({ method: 'GET', url: `/api/users/${w.e1.userId}` }),
    expect: readsE1,
  },
  {
    method: 'PATCH',
    path: '/api/users/{id}',
    shareFor: 'employee',
    // Harmless: the first name it already has.
    request: (w) => ({
      method: 'PATCH',
      url: `/api/users/${w.e1.userId}`,
      payload: { first_name: 'Eve' },
    }),
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: '2xx',
      admin: '2xx',
    }),
  },
  // --- navigation ---
  {
    method: 'GET',
    path: '/api/redirects',
    shareFor: 'employee',
    request: (w) => ({ method: 'GET', url: '/api/redirects', query: { path: w.redirectPath } }),
    expect: signedIn(everyUser),
  },
  // --- shares ---
  {
    method: 'POST',
    path: '/api/shares',
    shareFor: 'employee',
    // Per type, the policy's share.create-<type>; a leaderboard link also needs leaderboard.read.
    request: (w) => ({
      method: 'POST',
      url: '/api/shares',
      payload: { type: 'employee', resource_id: w.e1.userId },
    }),
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'GET',
    path: '/api/shares',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/shares' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'DELETE',
    path: '/api/shares/{id}',
    shareFor: 'employee',
    // A share E1 created of their own dashboard, made for this one cell.
    request: async (w) => {
      const { shareId } = await w.createShare(w.e1, 'employee', w.e1.userId);
      return { method: 'DELETE', url: `/api/shares/${shareId}` };
    },
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: 404,
      admin: '2xx',
    }),
  },
  {
    method: 'GET',
    path: '/api/shares/resolve',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/shares/resolve' }),
    expect: shareable({
      // A bearer token names no share link: there is nothing to resolve.
      employee: 404,
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: 404,
      admin: 404,
      // Every live share token resolves itself (and only itself).
      otherShare: '2xx',
      ownShare: '2xx',
    }),
  },
  // --- organizations ---
  {
    method: 'GET',
    path: '/api/organizations/{id}',
    shareFor: 'employee',
    request: (w) => ({ method: 'GET', url: `/api/organizations/${w.orgA}` }),
    expect: signedIn({
      employee: 403,
      otherOrgEmployee: 404,
      otherTeamManager: 403,
      manager: 403,
      admin: '2xx',
    }),
  },
  {
    method: 'PUT',
    path: '/api/organizations/{id}',
    shareFor: 'employee',
    // Harmless: the name it already has.
    request: (w) => ({
      method: 'PUT',
      url: `/api/organizations/${w.orgA}`,
      payload: { name: 'Org A' },
    }),
    expect: signedIn({
      employee: 403,
      otherOrgEmployee: 404,
      otherTeamManager: 403,
      manager: 403,
      admin: '2xx',
    }),
  },
  {
    method: 'GET',
    path: '/api/organizations/{id}/seat-count',
    shareFor: 'employee',
    request: (w) => ({ method: 'GET', url: `/api/organizations/${w.orgA}/seat-count` }),
    expect: signedIn({
      employee: 403,
      otherOrgEmployee: 404,
      otherTeamManager: '2xx',
      manager: '2xx',
      admin: '2xx',
    }),
  },
  // --- roles and products ---
  {
    method: 'GET',
    path: '/api/roles',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/roles' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'GET',
    path: '/api/products',
    shareFor: 'product',
    request: () => ({ method: 'GET', url: '/api/products' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'GET',
    path: '/api/products/{id}',
    shareFor: 'product',
    request: (w) => ({ method: 'GET', url: `/api/products/${w.p1}` }),
    expect: shareable({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: '2xx',
      manager: '2xx',
      admin: '2xx',
      otherShare: 404,
      ownShare: '2xx',
    }),
  },
  // --- outbound records ---
  {
    method: 'POST',
    path: '/api/outbound-records',
    shareFor: 'employee',
    // Everyone logs their own activity.
    request: () => ({
      method: 'POST',
      url: '/api/outbound-records',
      payload: { type: 'call', answered: true, duration_seconds: 60 },
    }),
    expect: signedIn(everyUser),
  },
  // --- notifications ---
  {
    method: 'GET',
    path: '/api/notifications',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/notifications' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'PATCH',
    path: '/api/notifications/clear',
    shareFor: 'employee',
    request: () => ({ method: 'PATCH', url: '/api/notifications/clear' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'PATCH',
    path: '/api/notifications/{id}',
    shareFor: 'employee',
    // E1's notification: only E1 sees it; anyone else, admins included, gets 404.
    request: (w) => ({ method: 'PATCH', url: `/api/notifications/${w.notificationOfE1}` }),
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: 404,
      admin: 404,
    }),
  },
  // --- transactions ---
  {
    method: 'POST',
    path: '/api/transactions/status/{id}',
    shareFor: 'employee',
    // A pending sale of E1, made for this one cell: only admins may approve it.
    request: async (w) => ({
      method: 'POST',
      url: `/api/transactions/status/${await pendingDealOfE1(w)}`,
      payload: { transaction_status: 'approved' },
    }),
    expect: signedIn({
      employee: 403,
      otherOrgEmployee: 403,
      otherTeamManager: 403,
      manager: 403,
      admin: '2xx',
    }),
  },
  {
    method: 'POST',
    path: '/api/transactions',
    shareFor: 'employee',
    request: (w) => ({
      method: 'POST',
      url: '/api/transactions',
      payload: { ...matrixDeal(w), user_id: w.e1.userId },
    }),
    expect: signedIn({
      employee: 403,
      otherOrgEmployee: 403,
      otherTeamManager: 403,
      manager: 403,
      admin: '2xx',
    }),
  },
  {
    method: 'POST',
    path: '/api/transactions/employee',
    shareFor: 'employee',
    request: (w) => ({ method: 'POST', url: '/api/transactions/employee', payload: matrixDeal(w) }),
    // Anyone signed in asks for their own commission; org B cannot name org A's product.
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 400,
      otherTeamManager: '2xx',
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'PATCH',
    path: '/api/transactions/{id}',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/transactions/${await pendingDealOfE1(w)}`,
      payload: { notes: 'Matrix' },
    }),
    expect: adminChangesTransactions,
  },
  {
    method: 'DELETE',
    path: '/api/transactions/{id}',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/transactions/${await pendingDealOfE1(w)}`,
    }),
    expect: adminChangesTransactions,
  },
  // --- commission (pay) ---
  {
    method: 'GET',
    path: '/api/commission',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: '/api/commission',
      query: { user_id: String(w.e1.userId) },
    }),
    // E1's pay: E1, their manager and admins; never through a share link.
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'PATCH',
    path: '/api/commission',
    shareFor: 'employee',
    request: (w) => ({
      method: 'PATCH',
      url: '/api/commission',
      payload: {
        user_id: w.e1.userId,
        product_id: null,
        role_id: w.roleId,
        effective_from: `2026-02-${String((w.next() % 28) + 1).padStart(2, '0')}`,
      },
    }),
    expect: adminWritesE1,
  },
  // --- appointments ---
  {
    method: 'POST',
    path: '/api/appointments',
    shareFor: 'employee',
    // A call for E1 without a setter: E1, E1's manager and admins book it; M2 and other
    // organizations do not see E1.
    request: (w) => ({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        user_id: w.e1.userId,
        product_id: w.p1,
        lead_name: 'Matrix lead',
        call_date: '2026-03-02T15:00:00Z',
      },
    }),
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'POST',
    path: '/api/appointments/status/{id}',
    shareFor: 'employee',
    request: (w) => ({
      method: 'POST',
      url: `/api/appointments/status/${w.appointmentOfE1}`,
      payload: { appointment_status: 'taken' },
    }),
    // The closer (E1), E1's manager and admins; M2 and other organizations do not see the call.
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'POST',
    path: '/api/appointments/decline/{id}',
    shareFor: 'employee',
    // A fresh call of E2 set by E1: only its setter (E1) declines it; M1 and admins see it and
    // are refused; M2 and other organizations do not see it.
    request: async (w) => ({
      method: 'POST',
      url: `/api/appointments/decline/${await callOf(w, w.e2.userId, w.e1.userId)}`,
    }),
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: 403,
      admin: 403,
    }),
  },
  {
    method: 'DELETE',
    path: '/api/appointments/{id}',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/appointments/${await callOf(w, w.e1.userId, null)}`,
    }),
    expect: adminWritesE1,
  },
  // --- adjustments ---
  {
    method: 'GET',
    path: '/api/adjustments/{userId}',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/adjustments/${w.e1.userId}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsE1,
  },
  {
    method: 'POST',
    path: '/api/adjustments/{userId}',
    shareFor: 'employee',
    request: (w) => ({
      method: 'POST',
      url: `/api/adjustments/${w.e1.userId}`,
      payload: { adjustment_date: '2026-01-15', amount: 50, reason: 'Matrix bonus' },
    }),
    // E1 and their manager see E1 but may not pay them; M2 and other organizations do not see E1.
    expect: adminWritesE1,
  },
  {
    method: 'PATCH',
    path: '/api/adjustments/{userId}/{adjustmentId}',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/adjustments/${w.e1.userId}/${await adjustmentOfE1(w)}`,
      payload: { amount: -25 },
    }),
    expect: adminWritesE1,
  },
  {
    method: 'DELETE',
    path: '/api/adjustments/{userId}/{adjustmentId}',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/adjustments/${w.e1.userId}/${await adjustmentOfE1(w)}`,
    }),
    expect: adminWritesE1,
  },
  // --- metrics ---
  {
    method: 'GET',
    path: '/api/metrics/users/{id}',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/metrics/users/${w.e1.userId}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsE1,
  },
  {
    method: 'GET',
    path: '/api/metrics/products/{id}',
    shareFor: 'product',
    request: (w) => ({
      method: 'GET',
      url: `/api/metrics/products/${w.p1}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsP1,
  },
  {
    method: 'GET',
    path: '/api/metrics/users/leaderboard',
    shareFor: 'employee',
    request: () => ({
      method: 'GET',
      url: '/api/metrics/users/leaderboard',
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    // Every member reads their own organization's board; only a leaderboard link opens it.
    // Every fixture person has the board in their plan: the plan's cells (the board and its
    // links refused to a non-client) are policy.test.ts's and shares/routes.test.ts's.
    expect: shareable({
      employee: '2xx',
      otherOrgEmployee: '2xx',
      otherTeamManager: '2xx',
      manager: '2xx',
      admin: '2xx',
      otherShare: 403,
      ownShare: 403,
    }),
  },
  ...(['filters', 'dashboard', 'products', 'users'] as const).map((view): MatrixEntry => ({
    method: 'GET',
    path: `/api/metrics/team/${view}`,
    shareFor: 'employee',
    request: () => ({
      method: 'GET',
      url: `/api/metrics/team/${view}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    // Admins and managers; no share link opens the team dashboard.
    expect: signedIn({
      employee: 403,
      otherOrgEmployee: 403,
      otherTeamManager: '2xx',
      manager: '2xx',
      admin: '2xx',
    }),
  })),
  {
    method: 'GET',
    path: '/api/metrics/team/dashboard/download',
    shareFor: 'employee',
    request: () => ({
      method: 'GET',
      url: '/api/metrics/team/dashboard/download',
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    // The team dashboard as a workbook: the same access as the dashboard.
    expect: signedIn({
      employee: 403,
      otherOrgEmployee: 403,
      otherTeamManager: '2xx',
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'GET',
    path: '/api/transactions/history/{id}',
    shareFor: 'employee',
    request: (w) => ({ method: 'GET', url: `/api/transactions/history/${w.e1.userId}` }),
    expect: readsE1,
  },
  {
    method: 'GET',
    path: '/api/transactions/product-history/{id}',
    shareFor: 'product',
    request: (w) => ({ method: 'GET', url: `/api/transactions/product-history/${w.p1}` }),
    expect: readsP1,
  },
  // --- sales lists (same access as the metrics of the same dashboard) ---
  {
    method: 'GET',
    path: '/api/transactions/users/{id}',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/transactions/users/${w.e1.userId}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsE1,
  },
  {
    method: 'GET',
    path: '/api/transactions/products/{id}',
    shareFor: 'product',
    request: (w) => ({
      method: 'GET',
      url: `/api/transactions/products/${w.p1}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsP1,
  },
  {
    method: 'GET',
    path: '/api/appointments/users/{id}',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/appointments/users/${w.e1.userId}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsE1,
  },
  {
    method: 'GET',
    path: '/api/appointments/products/{id}',
    shareFor: 'product',
    request: (w) => ({
      method: 'GET',
      url: `/api/appointments/products/${w.p1}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsP1,
  },
  {
    method: 'GET',
    path: '/api/outbound-records/users/{id}',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/outbound-records/users/${w.e1.userId}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsE1,
  },
  {
    method: 'GET',
    path: '/api/outbound-records/products/{id}',
    shareFor: 'product',
    request: (w) => ({
      method: 'GET',
      url: `/api/outbound-records/products/${w.p1}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsP1,
  },
  // --- CSV downloads (same access as the lists they export) ---
  {
    method: 'GET',
    path: '/api/transactions/users/{id}/download',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/transactions/users/${w.e1.userId}/download`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsE1,
  },
  {
    method: 'GET',
    path: '/api/transactions/products/{id}/download',
    shareFor: 'product',
    request: (w) => ({
      method: 'GET',
      url: `/api/transactions/products/${w.p1}/download`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsP1,
  },
  {
    method: 'GET',
    path: '/api/appointments/users/{id}/download',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/appointments/users/${w.e1.userId}/download`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsE1,
  },
  {
    method: 'GET',
    path: '/api/appointments/products/{id}/download',
    shareFor: 'product',
    request: (w) => ({
      method: 'GET',
      url: `/api/appointments/products/${w.p1}/download`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsP1,
  },
  {
    method: 'GET',
    path: '/api/outbound-records/users/{id}/download',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/outbound-records/users/${w.e1.userId}/download`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsE1,
  },
  {
    method: 'GET',
    path: '/api/outbound-records/products/{id}/download',
    shareFor: 'product',
    request: (w) => ({
      method: 'GET',
      url: `/api/outbound-records/products/${w.p1}/download`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsP1,
  },
];
