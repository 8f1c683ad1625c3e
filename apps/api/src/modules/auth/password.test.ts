import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and hash', async () => {
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await hashPassword('demo1234')).not.toBe(hash);
  });

  it('verifies only the right password', async () => {
    const hash = await hashPassword('demo1234');
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(false);
  });

  it.each([null, undefined, '', 'plain', 'scrypt$x$8$1$a$b', 'bcrypt$1$2$3$4$5'])(
    'rejects a missing or malformed stored hash %s',
    async (stored) => {
      expect(await verifyPassword('demo1234', stored)).toBe(false);
    },
  );
});
