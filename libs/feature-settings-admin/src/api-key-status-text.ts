import type { ApiKeySuspensionReason } from '@salesdash/api-contract';

/**
 * Why a suspended key does not work, and whether it will again, as the key list says it under
 * its "Suspended" badge (docs/decisions/0064-import-privacy-and-key-scopes.md).
 */
export const apiKeySuspensionText: Record<ApiKeySuspensionReason, string> = {
  'creator-not-admin':
    'Its creator is no longer an admin. It works again if they regain admin access.',
  'creator-deactivated':
    'Its creator is deactivated. It works again if they are reactivated as an admin.',
  'creator-gone': 'Its creator is gone, so it will not work again: revoke it and create a new one.',
};
