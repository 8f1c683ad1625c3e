import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element `ref` is put on has come within `rootMargin` of the viewport. Once true it
 * stays true (it decides when to load code, not what is visible now). Without
 * IntersectionObserver (old browsers, jsdom) it is true from the start.
 */
export function useInView<T extends Element>(rootMargin = '200px') {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, rootMargin]);
  return { ref, inView };
}
