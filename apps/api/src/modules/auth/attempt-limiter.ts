import { ApiError } from '../../errors/api-error.ts';

export type AttemptLimiter = {
  /** Milliseconds until `key` may try again; 0 when it is under the limit. */
  retryAfterMs(key: string, now?: number): Promise<number>;
  /** Records one attempt of `key`. */
  hit(key: string, now?: number): Promise<void>;
  /** Forgets `key` (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>;
};

/**
 * A sliding-window counter kept in this process's memory: at most `limit` attempts per key in
 * any `windowMs`. For the embedded engine, which is one process; with several instances on
 * PostgreSQL the counts live in the database instead (`database-attempt-limiter.ts`). A
 * restart forgets them.
 */
export function createAttemptLimiter(limit: number, windowMs: number): AttemptLimiter {
  const attempts = new Map<string, number[]>();
  let sinceSweep = 0;

  const recent = (key: string, now: number): number[] => {
    const kept = (attempts.get(key) ?? []).filter((at) => at > now - windowMs);
    if (kept.length === 0) attempts.delete(key);
    else attempts.set(key, kept);
    return kept;
  };

  // Keys nobody retries would otherwise stay forever; sweep them now and then.
  const sweep = (now: number) => {
    sinceSweep += 1;
    if (sinceSweep < 1000) return;
    sinceSweep = 0;
    for (const key of [...attempts.keys()]) recent(key, now);
  };

  return {
    async retryAfterMs(key, now = Date.now()) {
      const kept = recent(key, now);
      if (kept.length < limit) return 0;
      const oldestThatCounts = kept[kept.length - limit] ?? now;
      return Math.max(1, oldestThatCounts + windowMs - now);
    },
    async hit(key, now = Date.now()) {
      sweep(now);
      const kept = recent(key, now);
      kept.push(now);
      // Only the newest `limit` attempts can ever matter for the answer.
      attempts.set(key, kept.slice(-limit));
    },
    async reset(key) {
      attempts.delete(key);
    },
  };
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 `too-many-requests` with a Retry-After (seconds) the error envelope turns into a header. */
export function tooManyAttempts(retryAfterMs: number, what: string): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return Object.assign(
    new ApiError(
      429,
      'too-many-requests',
      `Too many ${what}. Try again in ${describeWait(seconds)}.`,
    ),
    { retryAfter: seconds },
  );
}
