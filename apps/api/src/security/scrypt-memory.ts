import { createMemoryGate } from './memory-gate.ts';

/**
 * scrypt's memory at once, for every scrypt run of the process (sign-ins and backups): one run
 * at the current cost (128 MiB). Each run takes a libuv thread, so four sign-ins arriving
 * together held 512 MiB over the server's ≈ 300 MB; on two cores, runs after the first mostly
 * waited for a core anyway (docs/decisions/0039-compression-memory-seed-and-maintenance.md).
 */
export const scryptMemory = createMemoryGate(128 * 1024 * 1024);
