import { vi } from 'vitest';

/*
 * Every API test file runs with scrypt at N=2^10 instead of OWASP's 2^17: a sign-in costs
 * ~1 ms instead of ~0.5 s, which was a quarter of the suite's time. Hashing still goes through
 * the same code with a random salt and stored parameters; only the cost differs.
 * password.isolated.test.ts and legacy-hash-upgrade.isolated.test.ts `vi.unmock` it to check the
 * real figure (in a module graph of their own, apps/api/vitest.config.ts), and spawned servers
 * (server-process.ts) never see this mock.
 */
vi.mock('../security/password-cost.ts', () => ({
  passwordHashParams: { N: 2 ** 10, r: 8, p: 1 },
}));
