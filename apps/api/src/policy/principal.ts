import type { AccessLevel, ApiKeyScope, ShareType } from '@salesdash/api-contract';
import { ApiError } from '../errors/api-error.ts';
import type { Resource } from './resource.ts';

/** A signed-in person, as the auth plugin loaded them for this request (fresh from the database). */
export type UserPrincipal = {
  kind: 'user';
  userId: number;
  organizationId: number;
  access: AccessLevel;
  managerId: number | null;
  isNetrevenueClient: boolean;
};

/** An outside viewer holding a share link: read-only access to exactly one resource. */
export type SharePrincipal = {
  kind: 'share';
  shareId: number;
  organizationId: number;
  type: ShareType;
  resourceId: number;
  /** The creator chose to show customers in full; otherwise lists show initials, no emails. */
  includeCustomerDetails: boolean;
  /**
   * The link's creator as they are now: a link reads through its creator's eyes, and its grant
   * has just checked that they may still share it.
   */
  creator: UserPrincipal;
  /** The record the link names, as the policy sees it, loaded with the link. */
  resource: Resource;
};

/**
 * Another system holding an organization API key (docs/decisions/0054-api-keys.md): not a
 * person. It calls only the routes that name one of its scopes, and there reads and writes
 * through its creator's eyes, an admin of the key's organization, as they are now.
 */
export type ApiKeyPrincipal = {
  kind: 'api-key';
  apiKeyId: number;
  organizationId: number;
  scopes: readonly ApiKeyScope[];
  /** The admin who created the key, fresh from the database: records it writes name them. */
  creator: UserPrincipal;
};

/** Whoever makes the request. */
export type Principal = UserPrincipal | SharePrincipal | ApiKeyPrincipal;

/** A user row as the principal it acts as (for the auth plugin and for re-checking a sharer). */
export function userPrincipalOf(row: {
  userId: number;
  organizationId: number;
  access: number;
  managerId: number | null;
  isNetrevenueClient: boolean;
}): UserPrincipal {
  return {
    kind: 'user',
    userId: row.userId,
    organizationId: row.organizationId,
    access: row.access as AccessLevel,
    managerId: row.managerId,
    isNetrevenueClient: row.isNetrevenueClient,
  };
}

/**
 * How customers and leads appear to a caller: `full` (names and emails) for signed-in people,
 * who see only records their access allows anyway, and for a share link made with "include
 * customer details"; `initials` ("L. R.", no email) for every other share link, since its
 * visitor is anyone the link reached.
 */
export type CustomerDetails = 'full' | 'initials';

/** The {@link CustomerDetails} of a caller. */
export function customerDetailsOf(principal: Principal): CustomerDetails {
  return principal.kind === 'share' && !principal.includeCustomerDetails ? 'initials' : 'full';
}

/**
 * Whose eyes a read goes through: the signed-in person, or a share link's or an API key's
 * creator (resolved with the credential, so no query). 401 without a principal.
 */
export function actingUserOf(principal: Principal | null): UserPrincipal {
  if (!principal) throw new ApiError(401, 'unauthorized', 'Sign in to continue');
  return principal.kind === 'user' ? principal : principal.creator;
}
