import { useEffect, useState } from 'react';

/**
 * How long after it mounts an area below the fold waits before loading anyway: the first screen
 * has had its turn (the first-load budget counts what comes before), and a user who scrolls
 * then finds it ready instead of a grey block.
 */
export const belowTheFoldIdleMs = 1_500;

/**
 * True once `afterMs` have passed since mount and the browser is idle (requestIdleCallback, a
 * timer where there is none); never for `null`.
 */
export function useIdleAfter(afterMs: number | null): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (afterMs === null || idle) return;
    let idleHandle: number | undefined;
    const timer = setTimeout(() => {
      const whenIdle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback
          : (callback: () => void) => window.setTimeout(callback, 0);
      idleHandle = whenIdle(() => setIdle(true));
    }, afterMs);
    return () => {
      clearTimeout(timer);
      if (idleHandle !== undefined) {
        if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
        else clearTimeout(idleHandle);
      }
    };
  }, [afterMs, idle]);
  return idle;
}
