import type { Notification } from '@salesdash/api-contract';
import { Button, focusRing } from '@salesdash/ui-kit';
import { formatTimeAgo } from '@salesdash/util-format';
import { clsx } from 'clsx';
import { useRef, type MouseEvent } from 'react';
import { isAppPath } from './is-app-path.ts';

export type NotificationItemProps = {
  notification: Notification;
  /** Marks it read (its own button, or opening its link). */
  onMarkRead: (notificationId: number) => void;
  /** Opens its link inside the app (the panel closes). */
  onOpen: (link: string) => void;
};

const linkClass = `rounded-sm text-fg hover:underline ${focusRing}`;

/**
 * One notification of the panel: unread ones bold with a dot (and "Unread" for screen readers),
 * the title a link when it has a place in the app, the time, and "Mark read" while unread.
 */
export function NotificationItem({ notification, onMarkRead, onOpen }: NotificationItemProps) {
  const { notification_id: id, title, body, link, is_read: read, created_at } = notification;
  const rowRef = useRef<HTMLLIElement>(null);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle click) is the browser's business.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    if (!read) onMarkRead(id);
    if (isAppPath(link)) onOpen(link);
  };
  return (
    <li
      ref={rowRef}
      tabIndex={-1}
      className="flex gap-3 border-b border-border px-4 py-3 last:border-b-0 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
      data-read={read}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'mt-1.5 size-2 shrink-0 rounded-full',
          read ? 'bg-transparent' : 'bg-brand',
        )}
      />
      <div className="min-w-0 flex-1">
        <p className={clsx('text-sm text-fg', read ? 'font-normal' : 'font-semibold')}>
          {read ? null : <span className="sr-only">Unread </span>}
          {isAppPath(link) ? (
            <a href={link} onClick={open} className={linkClass}>
              {title}
            </a>
          ) : (
            title
          )}
        </p>
        <p className="mt-0.5 text-sm text-fg-muted">{body}</p>
        <time dateTime={created_at} className="mt-1 block text-xs text-fg-muted">
          {formatTimeAgo(created_at)}
        </time>
      </div>
      {read ? null : (
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0 self-start"
          aria-label={`Mark read: ${title}`}
          onClick={() => {
            onMarkRead(id);
            // The button goes with the unread state: keep focus on its row, not on the page.
            rowRef.current?.focus();
          }}
        >
          Mark read
        </Button>
      )}
    </li>
  );
}
