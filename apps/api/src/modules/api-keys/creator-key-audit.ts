import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/index.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { apiKeySuspension, type ApiKeyCreatorState } from '../../policy/api-key-suspension.ts';
import { selectApiKeys, toApiKey } from './api-key-row.ts';

/**
 * After a person's status or access level changed (in that change's transaction): one audit
 * row per live key they created whose state the change moved, `api_key.suspended` (they are no
 * longer an active admin, with the reason) or `api_key.resumed` (they are one again). A key's
 * state follows its creator with no write of its own, so these rows are where an admin sees
 * when and why a key stopped or started again (docs/decisions/0064-import-privacy-and-key-scopes.md).
 * @param before - the creator before the change
 * @returns how many keys changed state
 */
export async function auditCreatorKeys(
  db: Db,
  organizationId: number,
  userId: number,
  before: ApiKeyCreatorState,
): Promise<number> {
  const wasSuspended = apiKeySuspension(organizationId, before);
  const keys = await selectApiKeys(
    db,
    and(
      eq(apiKeys.organizationId, organizationId),
      eq(apiKeys.createdBy, userId),
      isNull(apiKeys.revokedAt),
    ),
  );
  let changed = 0;
  for (const row of keys) {
    const after = toApiKey(row);
    if (after.suspended_reason === wasSuspended) continue;
    changed += 1;
    await recordAudit(db, {
      organizationId,
      action: after.status === 'suspended' ? 'api_key.suspended' : 'api_key.resumed',
      entityType: 'api_key',
      entityId: after.api_key_id,
      before: {
        ...after,
        status: wasSuspended ? 'suspended' : 'active',
        suspended_reason: wasSuspended,
      },
      after,
    });
  }
  return changed;
}
