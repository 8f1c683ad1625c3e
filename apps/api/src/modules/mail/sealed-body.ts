import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The outbox's key, derived from the JWT secret: a copy of the database alone opens no mailed
 * invite or reset link, as the stored hashes of those tokens already ensure.
 */
export function outboxKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, '', 'salesdash mail outbox', 32));
}

/** AES-256-GCM of `text`: base64url of IV (12 bytes), tag (16 bytes) and ciphertext. */
export function sealBody(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/**
 * Opens what `sealBody` sealed.
 * @throws Error when the key differs (the JWT secret changed) or the text was altered
 */
export function openBody(key: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
