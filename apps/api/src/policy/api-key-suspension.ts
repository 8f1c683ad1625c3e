import { accessLevels, type ApiKeySuspensionReason } from '@salesdash/api-contract';

/** What a key's working depends on: its creator as they are now (null once they are gone). */
export type ApiKeyCreatorState = {
  organizationId: number;
  access: number;
  isActive: boolean;
} | null;

/**
 * Why a key of `keyOrganizationId` is suspended, or null while it works. A key reads and
 * writes as the admin who created it (docs/decisions/0054-api-keys.md), so it works only while
 * they are an active admin of its organization, as a share link lives only as long as its
 * creator's access; unlike a link it is not revoked, so it works again once they are an admin
 * again (docs/decisions/0064-import-privacy-and-key-scopes.md). The request path, the key list
 * and the audit of a person's change all decide with this one rule.
 */
export function apiKeySuspension(
  keyOrganizationId: number,
  creator: ApiKeyCreatorState,
): ApiKeySuspensionReason | null {
  if (!creator || creator.organizationId !== keyOrganizationId) return 'creator-gone';
  if (!creator.isActive) return 'creator-deactivated';
  if (creator.access > accessLevels.admin) return 'creator-not-admin';
  return null;
}
