/**
 * Turns for work that must not run more than `limit` at once in this process: `take()`
 * resolves with a `release` once a turn is free, turns going in the order they were asked for.
 */
export function readTurns(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    /** Resolves once this caller may run, with the function that gives its turn back. */
    async take(): Promise<() => void> {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
    /** Callers running and waiting now (for tests). */
    get counts() {
      return { running, waiting: waiting.length };
    },
  };
}
