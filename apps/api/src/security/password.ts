import { randomBytes, timingSafeEqual } from 'node:crypto';
import { passwordHashParams } from './password-cost.ts';
import { gatedScrypt, type ScryptParams } from './scrypt-memory.ts';

export { passwordHashParams };

const keyLength = 32;
const saltLength = 16;

/** The most a stored hash may ask for: above it the hash is treated as malformed. */
const limits = { N: 2 ** 18, r: 16, p: 4 };

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return gatedScrypt(password.normalize('NFKC'), salt, keyLength, params);
}

/**
 * Hashes a password with scrypt and a random per-user salt.
 * @returns `scrypt$N$r$p$<salt base64url>$<hash base64url>`
 */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(plain, salt, passwordHashParams);
  const { N, r, p } = passwordHashParams;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type StoredHash = { params: ScryptParams; salt: Buffer; hash: Buffer };

/** The parts of a stored hash, or null when it is missing, malformed or beyond the limits. */
function parseStored(stored: string | null | undefined): StoredHash | null {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n = '', r = '', p = '', salt = '', hash = ''] = parts;
  if (![n, r, p].every((part) => /^\d{1,7}$/.test(part))) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash, 'base64url');
  const valid =
    expected.length === keyLength &&
    params.N > 1 &&
    params.N <= limits.N &&
    params.r >= 1 &&
    params.r <= limits.r &&
    params.p >= 1 &&
    params.p <= limits.p;
  return valid ? { params, salt: Buffer.from(salt, 'base64url'), hash: expected } : null;
}

/**
 * Checks a password against a stored hash in constant time. A missing or malformed hash
 * still costs one scrypt run at the current parameters and returns false, so the time taken
 * does not reveal whether an account exists.
 */
export async function verifyPassword(
  plain: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) {
    await derive(plain, Buffer.alloc(saltLength), passwordHashParams);
    return false;
  }
  const actual = await derive(plain, parsed.salt, parsed.params);
  return timingSafeEqual(actual, parsed.hash);
}

/** True when a stored hash is weaker than the current parameters (rehash it at sign-in). */
export function needsRehash(stored: string | null | undefined): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.params;
  return N < passwordHashParams.N || r < passwordHashParams.r || p < passwordHashParams.p;
}
