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
