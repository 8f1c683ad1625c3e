import { scrypt } from 'node:crypto';
import { createMemoryGate } from './memory-gate.ts';

/**
 * scrypt's memory at once, for every scrypt run of the process (sign-ins and backups): one run
 * at the current cost (128 MiB). Each run takes a libuv thread, so four sign-ins arriving
 * together held 512 MiB over the server's ≈ 300 MB; on two cores, runs after the first mostly
 * waited for a core anyway (docs/decisions/0039-compression-memory-seed-and-maintenance.md).
 */
export const scryptMemory = createMemoryGate(128 * 1024 * 1024);

/** scrypt's cost parameters, as a stored hash or a backup's header records them. */
export type ScryptParams = { N: number; r: number; p: number };

/**
 * A key of `keyLength` bytes derived with scrypt, once its memory fits under `scryptMemory`.
 * @param params - the cost: scrypt needs 128·N·r·p bytes, and Node refuses anything above
 *   `maxmem` (32 MiB by default), so `maxmem` is set from them
 */
export function gatedScrypt(
  secret: string,
  salt: Buffer,
  keyLength: number,
  { N, r, p }: ScryptParams,
): Promise<Buffer> {
  const bytes = 128 * N * r * p;
  return scryptMemory(
    bytes,
    () =>
      new Promise((resolve, reject) => {
        scrypt(secret, salt, keyLength, { N, r, p, maxmem: 2 * bytes }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}
