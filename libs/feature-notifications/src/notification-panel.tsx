import { useApiClient } from '@salesdash/data-access-api';
import {
  notificationsInfiniteQueryOptions,
  useClearNotifications,
  useMarkNotificationRead,
} from '@salesdash/data-access-notifications';
import { BellIcon, Button, EmptyState, ErrorState, toast } from '@salesdash/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { NotificationItem } from './notification-item.tsx';
import { NotificationListSkeleton } from './notification-list-skeleton.tsx';
import { useWhenVisible } from './use-when-visible.ts';

export type NotificationPanelProps = {
  /** The element id the bell's `aria-controls` names. */
  id: string;
  /** Closes the panel; `returnFocus` puts focus back on the bell. */
  onClose: (returnFocus: boolean) => void;
  /** Opens an app path (a notification's deep link); the shell navigates. */
  onNavigate: (path: string) => void;
};

/** What a failed read says; the cache is already back as it was. */
const markReadFailedMessage = 'Could not mark the notification read. Try again.';
const clearFailedMessage = 'Could not mark all notifications read. Try again.';

/**
 * The bell's popover: the signed-in person's notifications newest first, 20 a page, more as the
 * list's end scrolls into view or on "Load more"; "Mark all read"; "Mark read" per item; a
 * notification with a link marks itself read, navigates and closes the panel. Skeleton while
 * loading, "You're all caught up" when empty, an error with Retry. Focus moves into the panel
 * when it opens.
 */
export function NotificationPanel({ id, onClose, onNavigate }: NotificationPanelProps) {
  const api = useApiClient();
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const query = useInfiniteQuery(notificationsInfiniteQueryOptions(api));
  const markRead = useMarkNotificationRead({ onError: () => toast.error(markReadFailedMessage) });
  const clear = useClearNotifications({ onError: () => toast.error(clearFailedMessage) });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinelRef = useWhenVisible(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError,
  );

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  const notifications = data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = data?.pages[0]?.unreadCount ?? 0;

  let content;
  if (query.isPending) {
    content = <NotificationListSkeleton />;
  } else if (query.isError && !data) {
    content = (
      <ErrorState
        title="Couldn't load notifications"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retryLabel="Retry"
        retrying={query.isFetching}
      />
    );
  } else if (notifications.length === 0) {
    content = (
      <EmptyState
        icon={<BellIcon size={20} />}
        title="You're all caught up"
        description="New notifications will show up here."
      />
    );
  } else {
    content = (
      <>
        <ul aria-labelledby={headingId}>
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.notification_id}
              notification={notification}
              onMarkRead={(notificationId) => markRead.mutate(notificationId)}
              onOpen={(link) => {
                onNavigate(link);
                onClose(false);
              }}
            />
          ))}
        </ul>
        {hasNextPage ? (
          <div className="flex flex-col items-center gap-2 px-4 py-3">
            <div ref={sentinelRef} data-testid="notification-list-end" className="h-px w-full" />
            {query.isFetchNextPageError ? (
              <p role="alert" className="text-sm text-negative">
                Couldn't load more notifications.
              </p>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              Load more
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="absolute right-0 top-full z-50 mt-2 flex w-96 flex-col rounded-md border border-border bg-surface text-left shadow-lg outline-none"
    >
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2">
        <h2 id={headingId} className="text-sm font-semibold text-fg">
          Notifications
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0}
          loading={clear.isPending}
          onClick={() => clear.mutate()}
        >
          Mark all read
        </Button>
      </div>
      <div
        className="max-h-[28rem] overflow-y-auto"
        aria-busy={query.isPending || isFetchingNextPage}
      >
        {content}
      </div>
    </div>
  );
}
