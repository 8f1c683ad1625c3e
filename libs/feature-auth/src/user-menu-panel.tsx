import { LogOutIcon, useDismissOutside } from '@salesdash/ui-kit';
import { useEffect, useRef, type RefObject } from 'react';

export type UserMenuPanelProps = {
  id: string;
  displayName: string;
  organizationName: string;
  email?: string | undefined;
  items: readonly { label: string; onSelect: () => void }[];
  onSignOut: () => void;
  /** The menu with its trigger: a press outside it closes the panel. */
  rootRef: RefObject<HTMLElement | null>;
  onClose: () => void;
};

const itemClass =
  'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-fg hover:bg-surface-hover focus:bg-surface-hover focus:outline-none';

/** The open user menu: who is signed in, the shell's entries and Sign out; its first entry takes focus. */
export function UserMenuPanel({
  id,
  displayName,
  organizationName,
  email,
  items,
  onSignOut,
  rootRef,
  onClose,
}: UserMenuPanelProps) {
  const firstItemRef = useRef<HTMLButtonElement>(null);
  useEffect(() => firstItemRef.current?.focus(), []);
  useDismissOutside(rootRef, true, onClose);
  return (
    <div
      id={id}
      role="menu"
      aria-label="User menu"
      className="absolute right-0 z-50 mt-2 w-56 rounded-md border border-border bg-surface p-1 shadow-lg"
    >
      <div className="px-3 py-2 text-xs text-fg-muted">
        <div className="font-medium text-fg">{displayName}</div>
        {email ? <div>{email}</div> : null}
        <div>{organizationName}</div>
      </div>
      {[...items, { label: 'Sign out', onSelect: onSignOut, icon: <LogOutIcon /> }].map(
        (item, index) => (
          <button
            key={item.label}
            ref={index === 0 ? firstItemRef : undefined}
            type="button"
            role="menuitem"
            onClick={() => {
              onClose();
              item.onSelect();
            }}
            className={itemClass}
          >
            {'icon' in item ? item.icon : null}
            {item.label}
          </button>
        ),
      )}
    </div>
  );
}
