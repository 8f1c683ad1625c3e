import {
  apiKeyScopes,
  type ApiKeyScope,
  type ApiKeySuspensionReason,
} from '@salesdash/api-contract';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiKeys, users } from '../db/schema/index.ts';
import { ApiError } from '../errors/api-error.ts';
import { apiKeySuspension } from '../policy/api-key-suspension.ts';
import { userPrincipalOf, type ApiKeyPrincipal } from '../policy/principal.ts';
import { hashOpaqueToken } from '../security/opaque-token.ts';

/** A key's last use is written at most this often, so a busy key's reads stay reads. */
export const lastUsedResolutionMs = 60_000;

const invalid = () => new ApiError(401, 'api-key-invalid', 'This API key is not valid');

/** The rest of a suspended key's 401 message, by reason. */
const suspendedBecause: Record<ApiKeySuspensionReason, string> = {
  'creator-not-admin':
    'the admin who created it is no longer an admin; it works again if they regain admin access',
  'creator-deactivated':
    'the admin who created it is deactivated; it works again if they are reactivated as an admin',
  'creator-gone': 'the admin who created it is gone; an admin must create a new key',
};

const knownScope = (scope: string): scope is ApiKeyScope =>
  (apiKeyScopes as readonly string[]).includes(scope);

/**
 * The API key behind a bearer `sdk_…` credential, with its creator as they are now, from one
 * indexed query: nothing is cached, so a revocation (or the creator's deactivation or demotion,
 * which suspends it) answers 401 on the very next request. Marks the key used when its last use is a minute old.
 */
export async function resolveApiKeyPrincipal(
  db: Db,
  key: string,
  now: Date = new Date(),
): Promise<ApiKeyPrincipal> {
  const [row] = await db
    .select({
      apiKeyId: apiKeys.apiKeyId,
      organizationId: apiKeys.organizationId,
      scopes: apiKeys.scopes,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      creator: {
        userId: users.userId,
        organizationId: users.organizationId,
        access: users.access,
        managerId: users.managerId,
        isNetrevenueClient: users.isNetrevenueClient,
        isActive: users.isActive,
      },
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.userId, apiKeys.createdBy))
    .where(eq(apiKeys.keyHash, hashOpaqueToken(key)))
    .limit(1);
  if (!row) throw invalid();
  if (row.revokedAt) throw new ApiError(401, 'api-key-revoked', 'This API key has been revoked');
  const { creator } = row;
  // A key acts as its creator: while they are gone, deactivated, moved out or no longer an
  // admin, it stops, as a share link stops with its creator's access (and resumes with it).
  const suspension = apiKeySuspension(row.organizationId, creator);
  if (suspension || !creator) {
    throw new ApiError(
      401,
      'api-key-suspended',
      `This API key is suspended: ${suspendedBecause[suspension ?? 'creator-gone']}`,
    );
  }
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= lastUsedResolutionMs) {
    await markUsed(db, row.apiKeyId, now);
  }
  return {
    kind: 'api-key',
    apiKeyId: row.apiKeyId,
    organizationId: row.organizationId,
    scopes: row.scopes.filter(knownScope),
    creator: userPrincipalOf(creator),
  };
}

/** Conditional, so concurrent requests of one key write the minute once. */
async function markUsed(db: Db, apiKeyId: number, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - lastUsedResolutionMs);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.apiKeyId, apiKeyId),
        or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, staleBefore)),
      ),
    );
}
