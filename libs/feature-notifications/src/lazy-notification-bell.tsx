import { lazy, Suspense, useEffect, useState } from 'react';
import type { NotificationBellProps } from './notification-bell.tsx';

const NotificationBell = lazy(() =>
  import('./notification-bell.tsx').then((module) => ({ default: module.NotificationBell })),
);

// Once fetched, a bell mounted again (after a sign-in, or a frame without one) waits no more.
let fetched = false;

export type LazyNotificationBellProps = NotificationBellProps & {
  /**
   * While true the bell's chunk is not fetched: the shell defers it until the first screen has
   * settled, as it does the realtime socket. Pointing at the placeholder fetches it sooner.
   */
  deferred?: boolean;
};

/**
 * {@link NotificationBell} in a chunk of its own: the bell, its query and the panel add almost
 * nothing to the first load of a signed-in page. Until it arrives an inert box of the bell's
 * size holds its place, so the top bar does not shift.
 */
export function LazyNotificationBell({ deferred = false, ...props }: LazyNotificationBellProps) {
  const [pointedAt, setPointedAt] = useState(false);
  const due = fetched || pointedAt || !deferred;
  useEffect(() => {
    if (due) fetched = true;
  }, [due]);
  const placeholder = (
    <span aria-hidden="true" className="inline-block size-8" onPointerEnter={() => setPointedAt(true)} />
  );
  if (!due) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationBell {...props} />
    </Suspense>
  );
}
