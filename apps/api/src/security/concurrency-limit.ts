/** Runs a task once a slot is free; its promise settles as the task's does. */
export type LimitedRunner = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most `max` tasks at once; the others wait in the order they came and start as slots free
 * up, whether the task before them succeeded or failed.
 * @param max - how many tasks may run at the same time (at least 1)
 */
export function concurrencyLimit(max: number): LimitedRunner {
  let running = 0;
  const waiting: (() => void)[] = [];

  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < max) running += 1;
    // Else wait: a finishing task hands its slot straight to the first waiter (`running`
    // unchanged), so a task arriving in between cannot take it and make one too many.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
