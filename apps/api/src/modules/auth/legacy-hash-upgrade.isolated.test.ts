import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

// The upgrade must reach the real production cost, not the tests' cheap one.
vi.unmock('../../security/password-cost.ts');

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

it('moves a hash of the older N=2^14 parameters up to N=2^17 at the next sign-in', async () => {
  // `legacy-password-1` hashed as the first release did (scrypt N=2^14, a fixed salt).
  const legacy =
    'scrypt$16384$8$1$BwcHBwcHBwcHBwcHBwcHBw$EbjElx-qY9TLZ6V9EuMcs714dk3UHcMBNKU3OEZIuZQ';
  const user = await t.createUser({ email: 'legacy@example.test', passwordHash: legacy });
  const storedHash = async () => {
    const [row] = await t.database.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE user_id = $1',
      [user.userId],
    );
    return row?.password_hash ?? '';
  };
  expect((await login('legacy@example.test', 'wrong-password')).statusCode).toBe(401);
  expect(await storedHash()).toBe(legacy);
  expect((await login('legacy@example.test', 'legacy-password-1')).statusCode).toBe(200);
  expect(await storedHash()).toMatch(/^scrypt\$131072\$8\$1\$/);
  expect((await login('legacy@example.test', 'legacy-password-1')).statusCode).toBe(200);
});
