/**
 * A fresh random `Idempotency-Key` (128 bits, hex). `crypto.getRandomValues` works on plain
 * http too, where `crypto.randomUUID` is missing (a LAN address is no secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
