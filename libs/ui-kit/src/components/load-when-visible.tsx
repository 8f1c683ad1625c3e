import { Suspense, type ReactNode } from 'react';
import { belowTheFoldIdleMs, useInView } from './use-in-view.ts';

export type LoadWhenVisibleProps = {
  /** Shown until the area nears the viewport and while its code loads: give it the final size. */
  placeholder: ReactNode;
  /** Usually a `lazy()` component: its chunk is fetched only when it is about to be seen. */
  children: ReactNode;
  /** How far outside the viewport loading starts (IntersectionObserver rootMargin). */
  rootMargin?: string;
  /**
   * Load anyway this long after mounting, once the browser is idle (null: only when near the
   * viewport). By default after the first screen.
   */
  idleAfterMs?: number | null;
  /**
   * Called once, as the area nears the viewport (or the idle time is up), before `children`
   * render: start the requests they will make, so those do not wait for their code.
   */
  onVisible?: () => void;
  className?: string;
};

/**
 * Renders `children` once the area scrolls within `rootMargin` of the viewport, or once the
 * first screen is done and the browser idle, so a chart or table below the fold keeps its code
 * out of the page's first load (docs/benchmarks.md budget) yet is ready when scrolled to.
 */
export function LoadWhenVisible({
  placeholder,
  children,
  rootMargin,
  idleAfterMs = belowTheFoldIdleMs,
  onVisible,
  className,
}: LoadWhenVisibleProps) {
  const { ref, inView } = useInView<HTMLDivElement>(rootMargin, idleAfterMs, onVisible);
  return (
    <div ref={ref} className={className}>
      {inView ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
