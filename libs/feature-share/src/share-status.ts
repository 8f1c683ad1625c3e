import type { Share } from '@salesdash/api-contract';

/** Whether a share link still opens. */
export type ShareStatus = 'active' | 'expired' | 'revoked';

/**
 * The status of a share link at a moment; a revoked link reads revoked even after its expiry.
 * @param share - the link as listed by the API
 * @param now - the moment to judge at
 */
export function shareStatus(
  share: Pick<Share, 'expires_at' | 'revoked_at'>,
  now: Date,
): ShareStatus {
  if (share.revoked_at) return 'revoked';
  if (share.expires_at && Date.parse(share.expires_at) <= now.getTime()) return 'expired';
  return 'active';
}
