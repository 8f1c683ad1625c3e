// The matrix's kit: who calls, what a cell expects, and the fresh records mutating cells
// change. Each module's entries (modules/**/matrix-entries.ts) build on it.
import type { ApiKeyScope } from '@salesdash/api-contract';
import type { InjectOptions } from 'fastify';
import { apiKeyPrincipals, type World } from './world.ts';

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
  'metricsKey',
  'recordsReadKey',
  'recordsWriteKey',
  'importKey',
  'importCommitKey',
  'revokedKey',
] as const;
export type PrincipalName = (typeof principalNames)[number];

type KeyName = keyof typeof apiKeyPrincipals | 'revokedKey';

/**
 * What API keys get on a route that names no key scope: every scope 403 (a person's route is
 * never a key's), a revoked key 401 like any dead credential. {@link acceptsKey} opens one.
 */
const keysRefused: Record<KeyName, Expectation> = {
  metricsKey: 403,
  recordsReadKey: 403,
  recordsWriteKey: 403,
  importKey: 403,
  importCommitKey: 403,
  revokedKey: 401,
};

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

/**
 * A bearer-only route: no credential, a bad token and every share token get 401, API keys 403
 * (unless {@link acceptsKey} says the route names a key scope).
 */
export const signedIn = (cells: UserCells): Record<PrincipalName, Expectation> => ({
  none: 401,
  expired: 401,
  tampered: 401,
  otherShare: 401,
  ownShare: 401,
  ...keysRefused,
  ...cells,
});

/** A `config: { share: true }` route: share tokens get what the cells say. */
export const shareable = (
  cells: UserCells & Pick<Record<PrincipalName, Expectation>, 'otherShare' | 'ownShare'>,
): Record<PrincipalName, Expectation> => ({
  none: 401,
  expired: 401,
  tampered: 401,
  ...keysRefused,
  ...cells,
});

/**
 * A route naming `config: { apiKey: scope }`: the key with that scope gets what org A's admin
 * gets (a key reads and writes through its creator's eyes, and every matrix key is the
 * admin's); keys of the other scopes stay 403 and the revoked one 401.
 */
export const acceptsKey = (
  scope: ApiKeyScope,
  cells: Record<PrincipalName, Expectation>,
): Record<PrincipalName, Expectation> => {
  const [name] = Object.entries(apiKeyPrincipals).find(([, named]) => named === scope) ?? [];
  if (name === undefined) throw new Error(`no matrix key has the ${scope} scope`);
  return { ...cells, [name]: cells.admin };
};

/** A public route ignores credentials: every caller gets the route's own answer. */
export const publicRoute = (status: Expectation): Record<PrincipalName, Expectation> =>
  Object.fromEntries(principalNames.map((name) => [name, status])) as Record<
    PrincipalName,
    Expectation
  >;

export const everyUser: UserCells = {
  employee: '2xx',
  otherOrgEmployee: '2xx',
  otherTeamManager: '2xx',
  manager: '2xx',
  admin: '2xx',
};

/** An admin-only change to E1's records: E1 and M1 are refused, M2 and org B do not see E1. */
export const adminWritesE1 = signedIn({
  employee: 403,
  otherOrgEmployee: 404,
  otherTeamManager: 404,
  manager: 403,
  admin: '2xx',
});

/** A fresh adjustment of E1 for a mutating cell. */
export function adjustmentOfE1(w: World): Promise<number> {
  return w.t.insertId(
    `INSERT INTO adjustments (organization_id, user_id, adjustment_date, amount_cents, reason)
     VALUES ($1, $2, '2026-01-10', 1000, 'Matrix') RETURNING adjustment_id AS id`,
    [w.orgA, w.e1.userId],
  );
}

/** A fresh scheduled call on P1 for a mutating cell. */
export function callOf(w: World, closerId: number, setterId: number | null): Promise<number> {
  return w.t.insertId(
    `INSERT INTO appointments (organization_id, user_id, setter_id, product_id, lead_name, call_date)
     VALUES ($1, $2, $3, $4, 'Matrix lead', '2026-03-02T15:00:00Z') RETURNING appointment_id AS id`,
    [w.orgA, closerId, setterId, w.p1],
  );
}

/** A deal on P1 as a write body: the same for every cell. */
export const matrixDeal = (w: World) => ({
  product_id: w.p1,
  customer_name: 'Matrix customer',
  amount: 100,
  transaction_type: 'new',
  transaction_date: '2026-01-15',
});

/** A fresh pending sale of E1 for a mutating cell. */
export function pendingDealOfE1(w: World): Promise<number> {
  return w.t.insertId(
    `INSERT INTO transactions (organization_id, user_id, product_id, amount_cents, transaction_type, transaction_date)
     VALUES ($1, $2, $3, 10000, 'new', '2026-01-15') RETURNING transaction_id AS id`,
    [w.orgA, w.e1.userId, w.p1],
  );
}

/**
 * Admins only, each in their own organization: the route names none, so an employee elsewhere is
 * refused (403), not hidden.
 */
export const adminsOfTheirOrganization = signedIn({
  employee: 403,
  otherOrgEmployee: 403,
  otherTeamManager: 403,
  manager: 403,
  admin: '2xx',
});

/**
 * Admins and managers, each over the people they manage in their own organization (a manager
 * with no one on their team still gets an answer); employees are refused.
 */
export const adminsAndManagersOfTheirOrganization = signedIn({
  employee: 403,
  otherOrgEmployee: 403,
  otherTeamManager: '2xx',
  manager: '2xx',
  admin: '2xx',
});

/** Changing any transaction is the admins' (decided on the organization, before any load). */
export const adminChangesTransactions = adminsOfTheirOrganization;

/** Reads of E1's data: E1, their manager, admins and E1's share link. */
export const readsE1 = shareable({
  employee: '2xx',
  otherOrgEmployee: 404,
  otherTeamManager: 404,
  manager: '2xx',
  admin: '2xx',
  otherShare: 404,
  ownShare: '2xx',
});

/** Reads of product P1's dashboard: a manager sees their team's part, employees nothing. */
export const readsP1 = shareable({
  employee: 403,
  otherOrgEmployee: 404,
  otherTeamManager: '2xx',
  manager: '2xx',
  admin: '2xx',
  otherShare: 404,
  ownShare: '2xx',
});

/** A bogus single-use token: long enough to pass the schema, matching nothing. */
export const bogusToken = 'no-such-token-0123456789abcdefghijklmnopqrstuvwxyz';
