import { socketHandshakeAuthSchema, type SocketAuthErrorCode } from '@salesdash/api-contract';
import type { Db } from '../db/client.ts';
import { checkAccessToken } from '../security/access-token.ts';
import { ApiError } from '../errors/api-error.ts';
import type { PersonLookup } from '../plugins/person-lookup.ts';
import { resolveSharePrincipal, resolveUserPrincipal } from '../plugins/resolve-principal.ts';
import type { SharePrincipal, UserPrincipal } from '../policy/principal.ts';

/** Who holds a socket: a signed-in person until their token expires, or a leaderboard link. */
export type SocketPrincipal =
  | { kind: 'user'; user: UserPrincipal; expiresAtMs: number }
  | { kind: 'board'; share: SharePrincipal; shareToken: string };

/** A refused handshake: the client reads `code` from `connect_error`'s `data`. */
export class SocketAuthError extends Error {
  override name = 'SocketAuthError';
  readonly data: { code: SocketAuthErrorCode; message: string };

  constructor(code: SocketAuthErrorCode, message: string) {
    super(message);
    this.data = { code, message };
  }
}

const shareCodes = new Set<string>([
  'share-link-invalid',
  'share-link-expired',
  'share-link-revoked',
]);

/** The handshake refusal for an error the HTTP principal resolvers throw. */
function refusalOf(error: unknown): SocketAuthError {
  if (error instanceof ApiError) {
    if (error.code === 'user-disabled') return new SocketAuthError('user-disabled', error.message);
    if (shareCodes.has(error.code)) {
      return new SocketAuthError(error.code as SocketAuthErrorCode, error.message);
    }
    return new SocketAuthError('unauthorized', 'Missing, invalid or expired access token');
  }
  throw error;
}

/**
 * The principal of a socket.io handshake, checked exactly as the HTTP auth plugin checks a
 * request: the access token's signature and expiry, then the person as they are now (active,
 * same organization). A share token opens a socket only for a leaderboard link (its board's
 * events, read-only); every other link and a missing token are refused.
 * @throws SocketAuthError with the code the client acts on
 */
export async function socketPrincipalOf(
  auth: unknown,
  deps: { db: Db; people: PersonLookup; jwtSecret: string },
): Promise<SocketPrincipal> {
  const parsed = socketHandshakeAuthSchema.safeParse(auth);
  if (!parsed.success) {
    throw new SocketAuthError('unauthorized', 'Sign in to open the realtime connection');
  }
  try {
    if ('shareToken' in parsed.data) {
      const share = await resolveSharePrincipal(deps.db, parsed.data.shareToken);
      if (share.type !== 'leaderboard') {
        throw new SocketAuthError(
          'share-link-no-socket',
          'Only a leaderboard share link opens a realtime connection',
        );
      }
      return { kind: 'board', share, shareToken: parsed.data.shareToken };
    }
    const checked = await checkAccessToken(parsed.data.token, deps.jwtSecret);
    if ('problem' in checked) {
      throw checked.problem === 'expired'
        ? new SocketAuthError('token-expired', 'The access token has expired; renew the session')
        : new SocketAuthError('unauthorized', 'Missing, invalid or expired access token');
    }
    const user = await resolveUserPrincipal(deps.people, checked.claims);
    return { kind: 'user', user, expiresAtMs: checked.claims.exp * 1000 };
  } catch (error) {
    if (error instanceof SocketAuthError) throw error;
    throw refusalOf(error);
  }
}
