import type { ApiKey, ApiKeyScope } from '@salesdash/api-contract';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema/index.ts';
import { apiKeySuspension } from '../../policy/api-key-suspension.ts';

/**
 * Selects API keys with their creator as they are now (name for the list; access, status and
 * organization for whether the key works), filtered by `where`.
 */
export function selectApiKeys(db: Db, where: SQL | undefined) {
  return db
    .select({
      apiKeyId: apiKeys.apiKeyId,
      organizationId: apiKeys.organizationId,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      createdBy: apiKeys.createdBy,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      creator: {
        displayName: users.displayName,
        email: users.email,
        organizationId: users.organizationId,
        access: users.access,
        isActive: users.isActive,
      },
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.userId, apiKeys.createdBy))
    .where(where);
}

export type ApiKeyRow = Awaited<ReturnType<typeof selectApiKeys>>[number];

/** A key row as the API's `ApiKey`: revoked for good, or suspended by its creator's state. */
export function toApiKey(row: ApiKeyRow): ApiKey {
  const suspension = row.revokedAt ? null : apiKeySuspension(row.organizationId, row.creator);
  return {
    api_key_id: row.apiKeyId,
    name: row.name,
    // Written only from the contract's enum (and checked there on the way in).
    scopes: row.scopes as ApiKeyScope[],
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    created_by_name: row.creator?.displayName || row.creator?.email || null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    status: row.revokedAt ? 'revoked' : suspension ? 'suspended' : 'active',
    suspended_reason: suspension,
  };
}
