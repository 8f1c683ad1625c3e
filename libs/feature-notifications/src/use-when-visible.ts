import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onVisible` whenever the element given to the returned ref callback scrolls into view
 * (an infinite list's sentinel), while `enabled`. Re-enabling observes afresh, so a sentinel still
 * in view after a page arrives asks for the next one. Without IntersectionObserver it does
 * nothing: the list's "Load more" button is the fallback.
 * @param onVisible - what to do, e.g. fetch the next page
 * @param enabled - false while a page loads or when there is none left
 */
export function useWhenVisible(onVisible: () => void, enabled: boolean) {
  const latest = useRef(onVisible);
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);
  return setElement;
}
