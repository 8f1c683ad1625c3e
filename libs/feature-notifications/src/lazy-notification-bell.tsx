import { lazy, Suspense } from 'react';
import type { NotificationBellProps } from './notification-bell.tsx';

const NotificationBell = lazy(() =>
  import('./notification-bell.tsx').then((module) => ({ default: module.NotificationBell })),
);

/**
 * {@link NotificationBell} in a chunk of its own: the bell, its query and the panel add almost
 * nothing to the first load of a signed-in page. Until it arrives an inert box of the bell's
 * size holds its place, so the top bar does not shift.
 */
export function LazyNotificationBell(props: NotificationBellProps) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-8" />}>
      <NotificationBell {...props} />
    </Suspense>
  );
}
