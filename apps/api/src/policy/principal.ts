import type { AccessLevel, ShareType } from '@salesdash/api-contract';

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
};

/** Whoever makes the request. */
export type Principal = UserPrincipal | SharePrincipal;

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
