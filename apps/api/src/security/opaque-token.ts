import { createHash, randomBytes } from 'node:crypto';

/**
 * A new random token for links and sessions (refresh tokens, invite and reset codes, share
 * links), base64url so it is safe in a URL path or query.
 * @param bytes - entropy in bytes; 32 (256 bits) unless a shorter link is wanted
 */
export function newOpaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * SHA-256 hex of a token. Only this is stored, so a leaked database opens no session or link;
 * the tokens carry enough entropy that an unsalted fast hash is safe.
 */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
