import { lazy, Suspense, useEffect, useState } from 'react';
import type { NotificationBellProps } from './notification-bell.tsx';

const NotificationBell = lazy(() =>
  import('./notification-bell.tsx').then((module) => ({ default: module.NotificationBell })),
);

// Once fetched, a bell mounted again (after a sign-in, or a frame without one) waits no more.
let fetched = false;

export type LazyNotificationBellProps = NotificationBellProps & {
  /**
   * How long after mounting the bell's chunk is fetched (0: at once). The shell waits until the
   * first screen has loaded, as it does for the realtime socket; pointing at the placeholder
   * fetches it sooner.
   */
  delayMs?: number;
};

/**
 * {@link NotificationBell} in a chunk of its own: the bell, its query and the panel add almost
 * nothing to the first load of a signed-in page. Until it arrives an inert box of the bell's
 * size holds its place, so the top bar does not shift.
 */
export function LazyNotificationBell({ delayMs = 0, ...props }: LazyNotificationBellProps) {
  const [due, setDue] = useState(() => fetched || delayMs <= 0);
  useEffect(() => {
    if (due) {
      fetched = true;
      return;
    }
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [due, delayMs]);
  const placeholder = (
    <span aria-hidden="true" className="inline-block size-8" onPointerEnter={() => setDue(true)} />
  );
  if (!due) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationBell {...props} />
    </Suspense>
  );
}
