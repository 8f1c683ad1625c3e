import { useEffect, useRef, useState } from 'react';

/**
 * How long after it mounts an area below the fold waits before loading anyway: the first screen
 * has had its turn (the first-load budget counts what comes before), and a user who scrolls
 * then finds it ready instead of a grey block.
 */
export const belowTheFoldIdleMs = 1_500;

/**
 * Whether the element `ref` is put on has come within `rootMargin` of the viewport, or
 * `idleAfterMs` have passed since mount and the browser is idle (requestIdleCallback, or at once
 * where there is none; never for null). Once true it stays true (it decides when to load code,
 * not what is visible now). Without IntersectionObserver (old browsers, jsdom) it is true from
 * the start. `onVisible` is called when it turns true, in the observer's callback, before the
 * render that follows: the moment to start what the area will need (never when it starts true).
 */
export function useInView<T extends Element>(
  rootMargin = '200px',
  idleAfterMs: number | null = null,
  onVisible?: () => void,
) {
  const ref = useRef<T>(null);
  const visible = useRef(onVisible);
  visible.current = onVisible;
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    let shown = false;
    const show = () => {
      if (shown) return;
      shown = true;
      visible.current?.();
      setInView(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin },
    );
    observer.observe(element);
    const timer =
      idleAfterMs === null
        ? undefined
        : setTimeout(
            () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(show) : show()),
            idleAfterMs,
          );
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [inView, rootMargin, idleAfterMs]);
  return { ref, inView };
}
