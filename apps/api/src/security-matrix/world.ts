import { apiKeyScopes, type ApiKeyScope, type ShareType } from '@salesdash/api-contract';
import { buildTestApp, type TestApp, type TestUser } from '../testing/build-test-app.ts';
import { newShareToken } from '../security/share-token.ts';
import { hashOpaqueToken } from '../security/opaque-token.ts';

/**
 * The fixture every matrix cell runs against. Org A: admin, manager M1 leading E1 (the owner of
 * every user-scoped resource) and E2, manager M2 leading E3, products P1 and P2, a call of E1,
 * share links of E1/P1 and of E2/P2, a notification of E1, API keys of its admin. Org B: an
 * admin and an employee.
 */
export type World = {
  t: TestApp;
  orgA: number;
  orgB: number;
  adminA: TestUser;
  m1: TestUser;
  e1: TestUser;
  e2: TestUser;
  m2: TestUser;
  e3: TestUser;
  adminB: TestUser;
  employeeB: TestUser;
  p1: number;
  p2: number;
  roleId: number;
  appointmentOfE1: number;
  notificationOfE1: number;
  /** The path a redirect rule exists for (the lookup answers 404 for unknown paths). */
  redirectPath: string;
  /** Share tokens by what they open. */
  shareTokens: { e1: string; e2: string; p1: string; p2: string };
  /**
   * Org A's API keys, all created by its admin: the matrix's one per scope, a revoked one
   * with every scope, and a live one with every scope (the schema fuzz's caller).
   */
  apiKeys: Record<keyof typeof apiKeyPrincipals | 'revokedKey', string> & { all: string };
  /** Inserts a live share link created by `createdBy`; returns its id and token. */
  createShare(
    createdBy: TestUser,
    type: ShareType,
    resourceId: number,
  ): Promise<{ shareId: number; token: string }>;
  /** A fresh number for unique emails in mutating cases. */
  next(): number;
};

/**
 * The API keys of the matrix (docs/decisions/0054-api-keys.md), each a caller of its own: one
 * of org A per scope, created by its admin, with that scope alone.
 */
export const apiKeyPrincipals = {
  metricsKey: 'metrics:read',
  recordsReadKey: 'records:read',
  recordsWriteKey: 'records:write',
  importKey: 'import',
  importCommitKey: 'import:commit',
} as const satisfies Record<string, ApiKeyScope>;

/** Password of every fixture user (`createUser`'s default). */
export const worldPassword = 'secret-password';

/** Builds the app on a fresh database and inserts the fixture world. */
export async function buildWorld(): Promise<World> {
  // Many cells sign in or hit the API from one address: rate limits would answer 429.
  const t = await buildTestApp({
    rateLimitMax: 100_000,
    loginRateLimitPerIp: 100_000,
    loginFailuresPerIp: 100_000,
    loginFailuresBeforeDelay: 100_000,
    resetRateLimitPerIp: 100_000,
    resetRateLimitPerEmail: 100_000,
  });
  const a = { organizationName: 'Org A' };
  const adminA = await t.createUser({ ...a, access: 2, firstName: 'Ann', lastName: 'Admin' });
  const m1 = await t.createUser({ ...a, access: 3, firstName: 'Mia', lastName: 'One' });
  const e1 = await t.createUser({
    ...a,
    firstName: 'Eve',
    lastName: 'Owner',
    managerId: m1.userId,
  });
  const e2 = await t.createUser({ ...a, firstName: 'Eli', lastName: 'Two', managerId: m1.userId });
  const m2 = await t.createUser({ ...a, access: 3, firstName: 'Mo', lastName: 'Two' });
  const e3 = await t.createUser({ ...a, firstName: 'Ed', lastName: 'Three', managerId: m2.userId });
  const b = { organizationName: 'Org B' };
  const adminB = await t.createUser({ ...b, access: 2, firstName: 'Bea', lastName: 'Admin' });
  const employeeB = await t.createUser({ ...b, firstName: 'Ben', lastName: 'Other' });
  const orgA = adminA.organizationId;

  const roleId = await t.insertId(
    "INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, 'Closer', 10) RETURNING role_id AS id",
    [orgA],
  );
  const p1 = await t.insertId(
    "INSERT INTO products (organization_id, name, price_cents) VALUES ($1, 'Coaching', 150000) RETURNING product_id AS id",
    [orgA],
  );
  const p2 = await t.insertId(
    "INSERT INTO products (organization_id, name, price_cents) VALUES ($1, 'Course', 50000) RETURNING product_id AS id",
    [orgA],
  );
  await t.database.query(
    "INSERT INTO product_employees (product_id, user_id, role_id, title) VALUES ($1, $2, $3, 'Closer')",
    [p1, e1.userId, roleId],
  );
  const appointmentOfE1 = await t.insertId(
    "INSERT INTO appointments (organization_id, user_id, product_id, lead_name, call_date) VALUES ($1, $2, $3, 'Lee Lead', now()) RETURNING appointment_id AS id",
    [orgA, e1.userId, p1],
  );
  const notificationOfE1 = await t.insertId(
    "INSERT INTO notifications (organization_id, user_id, type, title) VALUES ($1, $2, 'info', 'Welcome') RETURNING notification_id AS id",
    [orgA, e1.userId],
  );
  const redirectPath = '/old-dashboard';
  await t.database.query('INSERT INTO redirects (from_path, to_path) VALUES ($1, $2)', [
    redirectPath,
    '/',
  ]);

  let sequence = 0;
  const createShare: World['createShare'] = async (createdBy, type, resourceId) => {
    const token = newShareToken();
    const shareId = await t.insertId(
      'INSERT INTO shares (organization_id, type, resource_id, name, token_hash, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING share_id AS id',
      [
        createdBy.organizationId,
        type,
        resourceId,
        `${type} ${resourceId}`,
        hashOpaqueToken(token),
        createdBy.userId,
      ],
    );
    return { shareId, token };
  };
  const shareTokens = {
    e1: (await createShare(m1, 'employee', e1.userId)).token,
    e2: (await createShare(m1, 'employee', e2.userId)).token,
    p1: (await createShare(adminA, 'product', p1)).token,
    p2: (await createShare(adminA, 'product', p2)).token,
  };

  const keyNames = Object.keys(apiKeyPrincipals) as (keyof typeof apiKeyPrincipals)[];
  const scopedKeys = await Promise.all(
    keyNames.map(async (name) => [name, await t.apiKey(adminA, [apiKeyPrincipals[name]])]),
  );
  const apiKeys = {
    ...(Object.fromEntries(scopedKeys) as Record<keyof typeof apiKeyPrincipals, string>),
    revokedKey: await t.apiKey(adminA, apiKeyScopes, { revoked: true }),
    all: await t.apiKey(adminA, apiKeyScopes),
  };

  return {
    t,
    orgA,
    orgB: employeeB.organizationId,
    adminA,
    m1,
    e1,
    e2,
    m2,
    e3,
    adminB,
    employeeB,
    p1,
    p2,
    roleId,
    appointmentOfE1,
    notificationOfE1,
    redirectPath,
    shareTokens,
    apiKeys,
    createShare,
    next: () => (sequence += 1),
  };
}
