import { createHash, randomBytes } from 'node:crypto';

/** A new share token: 192 random bits, base64url (32 characters), safe in a URL path. */
export function newShareToken(): string {
  return randomBytes(24).toString('base64url');
}

/** SHA-256 hex of a share token; only the hash is stored, so a database leak opens no links. */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
