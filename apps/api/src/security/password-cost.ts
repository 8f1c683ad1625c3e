/**
 * OWASP's minimum for scrypt (N=2^17, r=8, p=1): about 0.5 s and 128 MiB per hash on a small
 * machine, which is what makes an offline guess expensive. Parameters are stored with each
 * hash, so older hashes still verify and are upgraded at the next sign-in.
 *
 * A module of its own so the API tests can swap in a cheap cost
 * (src/testing/cheap-password-hashing.ts) without any switch in the production code.
 */
export const passwordHashParams = { N: 2 ** 17, r: 8, p: 1 } as const;
