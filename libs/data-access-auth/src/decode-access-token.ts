/** Thrown when the stored access token is not three base64url parts with a JSON payload. */
export class MalformedTokenError extends Error {
  override readonly name = 'MalformedTokenError';
}

function base64UrlToString(part: string): string {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(part))
    throw new MalformedTokenError('Access token is not base64url');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * Decodes the payload of the signed-in user's access token (the navigation guard's step 4). It does
 * not verify the signature (the server does); it proves the token is well formed so a corrupted
 * session is caught on navigation.
 * @param token - the JWT from the stored user
 * @returns the JSON payload object
 * @throws MalformedTokenError when the token is not three dot-separated base64url parts with a JSON object payload
 */
export function decodeAccessToken(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) {
    throw new MalformedTokenError('Access token must have three dot-separated parts');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlToString(parts[1] ?? ''));
    base64UrlToString(parts[0] ?? '');
  } catch (error) {
    if (error instanceof MalformedTokenError) throw error;
    throw new MalformedTokenError('Access token payload is not base64url JSON', { cause: error });
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new MalformedTokenError('Access token payload is not a JSON object');
  }
  return payload as Record<string, unknown>;
}
