import type { Db } from '../db/client.ts';
import { userPrincipalOf, type SharePrincipal, type UserPrincipal } from '../policy/principal.ts';
import { findShareByToken, shareGrant } from '../policy/share-grant.ts';
import { ApiError } from '../errors/api-error.ts';
import type { PersonLookup } from './person-lookup.ts';
import { hashOpaqueToken } from '../security/opaque-token.ts';

/**
 * The signed-in person behind verified token claims, as they are now (see person-lookup.ts),
 * so a deactivation, a demotion or a move to another team applies to the very next request,
 * not when the token expires.
 */
export async function resolveUserPrincipal(
  people: PersonLookup,
  claims: { sub: string; org: number },
): Promise<UserPrincipal> {
  const row = await people.find(Number(claims.sub));
  if (!row || row.organizationId !== claims.org) {
    throw new ApiError(401, 'unauthorized', 'Missing, invalid or expired access token');
  }
  if (!row.isActive) throw new ApiError(403, 'user-disabled', 'This account has been disabled');
  return userPrincipalOf(row);
}

/**
 * The share link behind an `x-share-token`, with its creator and the record it names, from one
 * query; 401 with a code saying why it does not open.
 */
export async function resolveSharePrincipal(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<SharePrincipal> {
  const found = await findShareByToken(db, hashOpaqueToken(token));
  const row = found?.share;
  if (!found || !row) throw new ApiError(401, 'share-link-invalid', 'This share link is not valid');
  if (row.revokedAt) {
    throw new ApiError(401, 'share-link-revoked', 'This share link has been revoked');
  }
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) {
    throw new ApiError(401, 'share-link-expired', 'This share link has expired');
  }
  // The people behind the link, as they are now: a deactivated sharer or shared person, or a
  // sharer who lost the access the link needs, ends it.
  if (shareGrant(row, found) !== 'granted') {
    throw new ApiError(401, 'share-link-revoked', 'This share link is no longer valid');
  }
  // A granted link has both (shareGrant refuses a missing creator or record).
  if (!found.creator || !found.subject) {
    throw new ApiError(401, 'share-link-revoked', 'This share link is no longer valid');
  }
  return {
    kind: 'share',
    shareId: row.shareId,
    organizationId: row.organizationId,
    type: row.type,
    resourceId: row.resourceId,
    includeCustomerDetails: row.includeCustomerDetails,
    creator: userPrincipalOf(found.creator),
    resource: found.subject,
  };
}
