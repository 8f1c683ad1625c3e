import type { Principal, UserPrincipal } from '../policy/principal.ts';
import { requireUser } from '../plugins/auth.ts';
import { authorize } from '../policy/authorize.ts';
import type { Action } from '../policy/policy.ts';

/**
 * The signed-in admin of an organization-wide write (`product.write`, `role.write`), decided on
 * their organization before anything is loaded: another organization's record is then simply
 * not found by the write.
 * @throws ApiError 401 without a person, 403 for anyone but an admin
 */
export function organizationWriter(principal: Principal | null, action: Action): UserPrincipal {
  const user = requireUser(principal);
  return authorize(user, action, { kind: 'organization', organizationId: user.organizationId });
}
