/** A background worker's rounds: at most one at a time, another queued behind it on demand. */
export type BackgroundRounds = {
  /** Starts a round, or asks the running one to go once more; answers when it ends. */
  start(): Promise<void>;
  /** Runs rounds until one starts after the call (what was queued before it is done). */
  flush(): Promise<void>;
  /** Starts no more rounds and waits for the one in progress (the server is closing). */
  close(): Promise<void>;
  /** Whether `close` was called: a round stops between its items. */
  readonly closed: boolean;
};

/**
 * Runs `round` (which works until nothing is due) for an outbox's sender: a wake during a round
 * runs one more after it, so work queued while a round passed it is not left for the next poll.
 * A failed round is handed to `onError` and never thrown.
 */
export function createBackgroundRounds(
  round: () => Promise<void>,
  onError: (error: unknown) => void,
): BackgroundRounds {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function rounds(): Promise<void> {
    do {
      again = false;
      await round();
    } while (again && !closed);
  }

  function start(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = rounds()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    start,
    async flush() {
      // A round running now may have passed what was queued since: one more after it.
      while (running) await start();
      await start();
    },
    async close() {
      closed = true;
      await running;
    },
    get closed() {
      return closed;
    },
  };
}
