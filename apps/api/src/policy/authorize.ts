import { ApiError } from '../plugins/api-error.ts';
import { decide, type Action } from './policy.ts';
import type { Principal } from './principal.ts';
import type { Resource } from './resource.ts';

/**
 * Throws the policy's denial as an `ApiError` (401 without a principal); returns the principal
 * when allowed, so handlers can go on with a non-null one.
 */
export function authorize<P extends Principal>(
  principal: P | null,
  action: Action,
  resource: Resource,
): P {
  if (!principal) throw new ApiError(401, 'unauthorized', 'Sign in to continue');
  const decision = decide(principal, action, resource);
  if (!decision.allow) throw new ApiError(decision.status, decision.code, decision.message);
  return principal;
}
