import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The content width of the element `ref` is put on, kept current with a ResizeObserver. Before
 * the first measurement, and where there is no ResizeObserver (jsdom), it is `fallback`.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = (next: number) => {
      // 0 while hidden (a closed tab panel): keep the last width rather than draw nothing.
      if (next > 0) setWidth(Math.round(next));
    };
    measure(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => measure(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
