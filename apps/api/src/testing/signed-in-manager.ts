import type { Database } from '../db/client.ts';
import { signAccessToken } from '../security/access-token.ts';
import { testJwtSecret, type TestUser } from './build-test-app.ts';

export type SignedInManager = {
  organizationId: number;
  managerId: number;
  /** The manager as `connectAs` and `signAccessToken` take them. */
  user: TestUser;
  /** `authorization` and `content-type` headers of the manager's JSON requests. */
  headers: Record<string, string>;
};

/**
 * An organization named `name` and its manager, inserted straight into `database`, with the
 * headers of a bearer token signed with `testJwtSecret`: for tests that run the real server
 * process and send it requests over HTTP.
 */
export async function insertSignedInManager(
  database: Database,
  name: string,
): Promise<SignedInManager> {
  const email = `manager@${name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}.test`;
  const [org] = await database.query<{ id: number }>(
    'INSERT INTO organizations (name) VALUES ($1) RETURNING organization_id AS id',
    [name],
  );
  const [manager] = await database.query<{ id: number; uid: string }>(
    `INSERT INTO users (organization_id, email, first_name, last_name, access)
     VALUES ($1, $2, 'Mia', 'Manager', 3) RETURNING user_id AS id, uid`,
    [org?.id, email],
  );
  if (!org || !manager) throw new Error('fixture insert returned nothing');
  const user: TestUser = {
    userId: manager.id,
    organizationId: org.id,
    access: 3,
    uid: manager.uid,
    email,
  };
  const token = await signAccessToken(user, testJwtSecret);
  return {
    organizationId: org.id,
    managerId: manager.id,
    user,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  };
}
