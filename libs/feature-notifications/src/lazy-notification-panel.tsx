import { Skeleton } from '@salesdash/ui-kit';
import { lazy, Suspense } from 'react';
import { loadNotificationPanel } from './load-notification-panel.ts';
import type { NotificationPanelProps } from './notification-panel.tsx';

const NotificationPanel = lazy(() =>
  loadNotificationPanel().then((module) => ({ default: module.NotificationPanel })),
);

/**
 * {@link NotificationPanel}, fetched when the bell first opens (or is hovered): the list, its
 * mutations and their schemas stay out of the bell's own chunk. A panel-sized placeholder shows
 * while it arrives.
 */
export function LazyNotificationPanel(props: NotificationPanelProps) {
  return (
    <Suspense
      fallback={
        <div
          id={props.id}
          aria-busy="true"
          aria-label="Notifications"
          role="dialog"
          className="absolute right-0 top-full z-50 mt-2 w-96 rounded-md border border-border bg-surface p-4 shadow-lg"
        >
          <Skeleton lines={3} />
        </div>
      }
    >
      <NotificationPanel {...props} />
    </Suspense>
  );
}
