import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element `ref` is put on is wider inside than it shows (it scrolls sideways),
 * kept current as it or its content resizes. A region that scrolls must take keyboard focus
 * (axe's scrollable-region-focusable), one that does not should not add a tab stop.
 */
export function useOverflowsX<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}
