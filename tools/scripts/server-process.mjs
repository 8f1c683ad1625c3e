// How the API server's Node process starts wherever the project starts it (`npm start`, the
// bench's server), and what docs/operations.md "Memory" asks hosts to do the same (docs/decisions/0041).

/**
 * V8 sizes its heap for the machine: with many gigabytes it lets garbage grow to four times the
 * live heap before a full collection (≈ 320 MB of heap for ≈ 80 MB live under the benchmark's
 * load). Below 2 GB of old space it scales that factor down with the limit, to at most 1.6 at
 * 1 GB, which is also the ceiling a host provisions for.
 */
export const serverNodeArgs = ['--max-old-space-size=1024'];

/**
 * glibc gives threads that allocate arenas of their own and keeps what they free: compression
 * and scrypt on libuv's threads left ≈ 50 MB more resident after a load. Two arenas serve one
 * JavaScript thread and four libuv threads. glibc reads it at process start only. A value the
 * caller's environment already has wins.
 */
export const serverEnv = { MALLOC_ARENA_MAX: '2' };
