import { useApiClient } from '@salesdash/data-access-api';
import { notificationsInfiniteQueryOptions } from '@salesdash/data-access-notifications';
import { BellIcon, focusRing, useDismissOutside } from '@salesdash/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { LazyNotificationPanel } from './lazy-notification-panel.tsx';
import { loadNotificationPanel } from './load-notification-panel.ts';
import { notificationBellLabel } from './notification-bell-label.ts';
import { unreadBadgeText } from './unread-badge-text.ts';
import { useCountAnnouncement } from './use-count-announcement.ts';

export type NotificationBellProps = {
  /** Opens an app path (a notification's deep link): the shell's router navigates. */
  onNavigate: (path: string) => void;
};

// An icon button of the top bar's height (h-8, as the ghost Button beside it), square.
const bellClass = `relative inline-flex size-8 items-center justify-center rounded-md text-fg transition-colors hover:bg-surface-hover ${focusRing}`;

const preloadPanel = () => void loadNotificationPanel().catch(() => undefined);

/**
 * The top bar's bell: the unread count as a badge ("99+" above 99) and in its name
 * ("Notifications, 3 unread"), announced politely when it changes; it opens the notification
 * panel below it. Escape, a click elsewhere or tabbing out closes the panel; Escape puts focus
 * back on the bell.
 * The count is the first page of the notification list, which the shell's realtime
 * `notification:new` refetches.
 */
export function NotificationBell({ onNavigate }: NotificationBellProps) {
  const api = useApiClient();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { data } = useInfiniteQuery(notificationsInfiniteQueryOptions(api));
  const count = data?.pages[0]?.unreadCount;
  const unread = count ?? 0;
  const badge = unreadBadgeText(unread);
  const announcement = useCountAnnouncement(count);

  const dismissOnBlur = useDismissOutside(rootRef, open, () => setOpen(false));

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      // Tabbing out of the bell and its panel closes the panel, as a click elsewhere does.
      onBlur={dismissOnBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={bellClass}
        aria-label={notificationBellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <BellIcon size={18} />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -right-1 -top-1 min-w-[1.125rem] rounded-full bg-negative px-1 text-center text-[11px] font-semibold leading-[1.125rem] text-negative-fg"
          >
            {badge}
          </span>
        ) : null}
      </button>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {open ? <LazyNotificationPanel id={panelId} onClose={close} onNavigate={onNavigate} /> : null}
    </div>
  );
}
