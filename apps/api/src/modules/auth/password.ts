import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * N=2^14 keeps a hash near 20–40 ms on a small machine: slow enough to hurt offline guessing,
 * fast enough that seeding and login stay snappy. Parameters are stored with each hash, so they
 * can be raised later without invalidating existing passwords.
 */
const defaultParams = { N: 16_384, r: 8, p: 1 } as const;
const keyLength = 32;
const saltLength = 16;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...params, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * Hashes a password with scrypt and a random per-user salt.
 * @returns `scrypt$N$r$p$<salt base64url>$<hash base64url>`
 */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(plain, salt, defaultParams);
  const { N, r, p } = defaultParams;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A fixed hash to verify against when the email is unknown, so timing does not reveal it. */
const dummyHash = `scrypt$${defaultParams.N}$${defaultParams.r}$${defaultParams.p}$${Buffer.alloc(saltLength).toString('base64url')}$${Buffer.alloc(keyLength).toString('base64url')}`;

/**
 * Checks a password against a stored hash in constant time. A missing or malformed hash
 * still costs one scrypt run and returns false.
 */
export async function verifyPassword(
  plain: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  const valid =
    parts.length === 6 &&
    parts[0] === 'scrypt' &&
    [parts[1], parts[2], parts[3]].every((part) => /^\d+$/.test(part ?? ''));
  const [, n, r, p, salt, hash] = (valid ? parts : dummyHash.split('$')) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length !== keyLength || params.N > 1 << 20 || params.r > 32 || params.p > 16) {
    await derive(plain, Buffer.alloc(saltLength), defaultParams);
    return false;
  }
  const actual = await derive(plain, Buffer.from(salt, 'base64url'), params);
  return timingSafeEqual(actual, expected) && valid;
}
