import type * as nodeCrypto from 'node:crypto';
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, needsRehash, passwordHashParams, verifyPassword } from './password.ts';

// These tests are about the production cost, not the tests' cheap one.
vi.unmock('./password-cost.ts');

/** scrypt runs in flight now, and the most at once. */
const scryptRuns = vi.hoisted(() => ({ now: 0, most: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof nodeCrypto>();
  const scrypt = (...args: unknown[]) => {
    const done = args.pop() as (error: Error | null, key: Buffer) => void;
    scryptRuns.now += 1;
    scryptRuns.most = Math.max(scryptRuns.most, scryptRuns.now);
    Reflect.apply(crypto.scrypt, crypto, [
      ...args,
      (error: Error | null, key: Buffer) => {
        scryptRuns.now -= 1;
        done(error, key);
      },
    ]);
  };
  return { ...crypto, scrypt, default: { ...crypto, scrypt } };
});

/** A hash made the way the first release did: scrypt at N=2^14. */
function legacyHash(plain: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(plain.normalize('NFKC'), salt, 32, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing', () => {
  it('uses at least OWASP’s scrypt minimum, N=2^17, r=8, p=1', async () => {
    expect(passwordHashParams).toEqual({ N: 131_072, r: 8, p: 1 });
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await hashPassword('demo1234')).not.toBe(hash);
  });

  it('verifies only the right password', async () => {
    const hash = await hashPassword('demo1234');
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('still verifies a hash of the older, weaker parameters, and asks for a rehash', async () => {
    const hash = legacyHash('demo1234');
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('not-it', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
  });

  it.each([
    null,
    undefined,
    '',
    'plain',
    'scrypt$x$8$1$a$b',
    'bcrypt$1$2$3$4$5',
    // Asks for more memory than any hash we write: treated as malformed, not run.
    `scrypt$${2 ** 24}$8$1$AAAAAAAAAAAAAAAAAAAAAA$${'A'.repeat(43)}`,
  ])('rejects a missing or malformed stored hash %s', async (stored) => {
    expect(await verifyPassword('demo1234', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('runs one scrypt at a time, so sign-ins arriving together hold 128 MiB, not 128 MiB each', async () => {
    const hash = await hashPassword('demo1234');
    scryptRuns.most = 0;
    const checks = await Promise.all(
      ['demo1234', 'wrong', 'demo1234'].map((plain) => verifyPassword(plain, hash)),
    );
    expect(checks).toEqual([true, false, true]);
    expect(scryptRuns.most).toBe(1);
  });
});
