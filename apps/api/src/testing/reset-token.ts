import { createActionCode } from '../modules/auth/action-code.ts';
import type { TestApp, TestUser } from './build-test-app.ts';

/**
 * A password-reset link's token for `user`, as the reset request would mail it: tests below the
 * modules' floor reach the auth module's action codes through here.
 */
export async function resetTokenFor(t: TestApp, user: TestUser): Promise<string> {
  const { token } = await createActionCode(t.database.db, {
    organizationId: user.organizationId,
    userId: user.userId,
    kind: 'reset',
    createdBy: null,
  });
  return token;
}
