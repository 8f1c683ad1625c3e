export type FailureBackoff = {
  /** Milliseconds until `key` may try again; 0 while it is within its free failures. */
  retryAfterMs(key: string, now?: number): Promise<number>;
  /** Records one failure of `key`; resolves to its failures in a row, this one included. */
  fail(key: string, now?: number): Promise<number>;
  /** Forgets `key` (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>;
};

export type FailureBackoffOptions = {
  /** Failures allowed before any wait: typos cost nothing. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** A key that has not failed for this long starts over. */
  forgetAfterMs: number;
};

/** The wait after `count` failures in a row, the last at `lastAt` (shared by both stores). */
export function backoffWaitMs(
  options: FailureBackoffOptions,
  entry: { count: number; lastAt: number } | undefined,
  now: number,
): number {
  const { freeFailures, baseDelayMs, maxDelayMs, forgetAfterMs } = options;
  if (!entry || now - entry.lastAt > forgetAfterMs || entry.count < freeFailures) return 0;
  const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (entry.count - freeFailures));
  return Math.max(0, entry.lastAt + delay - now);
}

/**
 * Growing delays per key, kept in this process's memory (the embedded engine; several
 * instances on PostgreSQL share `database-failure-backoff.ts`): after `freeFailures`, each failure
 * makes the next try wait twice as long (1 s, 2 s, 4 s … up to `maxDelayMs`). Keyed by email
 * and client address for sign-in, so whoever guesses slows themselves down and the owner,
 * signing in from elsewhere, is never locked out.
 */
export function createFailureBackoff(options: FailureBackoffOptions): FailureBackoff {
  const { forgetAfterMs } = options;
  const failures = new Map<string, { count: number; lastAt: number }>();
  let sinceSweep = 0;

  const current = (key: string, now: number) => {
    const entry = failures.get(key);
    if (entry && now - entry.lastAt > forgetAfterMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };

  // Keys nobody retries would otherwise stay forever; sweep them now and then.
  const sweep = (now: number) => {
    sinceSweep += 1;
    if (sinceSweep < 1000) return;
    sinceSweep = 0;
    for (const key of [...failures.keys()]) current(key, now);
  };

  return {
    async retryAfterMs(key, now = Date.now()) {
      return backoffWaitMs(options, current(key, now), now);
    },
    async fail(key, now = Date.now()) {
      sweep(now);
      const count = (current(key, now)?.count ?? 0) + 1;
      failures.set(key, { count, lastAt: now });
      return count;
    },
    async reset(key) {
      failures.delete(key);
    },
  };
}
