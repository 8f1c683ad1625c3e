import { isApiError } from '@salesdash/data-access-api';

/** Why a share link does not open. */
export type ShareLinkProblem = 'expired' | 'revoked' | 'invalid';

/**
 * Reads a failed {@link resolveShare} call: the link's problem when the server said it no
 * longer opens, null for any other failure (network, server error) that a retry may fix.
 * @param error - what `resolveShare` threw
 */
export function shareLinkProblem(error: unknown): ShareLinkProblem | null {
  if (!isApiError(error)) return null;
  switch (error.code) {
    case 'share-link-expired':
      return 'expired';
    case 'share-link-revoked':
      return 'revoked';
    case 'share-link-invalid':
      return 'invalid';
    default:
      // A 401/404 without a share code still means the link opens nothing.
      return error.status === 401 || error.status === 404 ? 'invalid' : null;
  }
}
