import { Button, LogOutIcon, useDismissOutside, UserIcon } from '@salesdash/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';

export type UserMenuProps = {
  displayName: string;
  organizationName: string;
  email?: string;
  /** Extra entries above Sign out (e.g. Settings), supplied by the shell. */
  items?: readonly { label: string; onSelect: () => void }[];
  onSignOut: () => void;
};

const itemClass =
  'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-fg hover:bg-surface-hover focus:bg-surface-hover focus:outline-none';

/** Top-bar menu with who is signed in, for which organization, and Sign out. */
export function UserMenu({
  displayName,
  organizationName,
  email,
  items = [],
  onSignOut,
}: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const firstItemRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) firstItemRef.current?.focus();
  }, [open]);
  useDismissOutside(rootRef, open, () => setOpen(false));

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        icon={<UserIcon />}
      >
        {/* The name is what the button shows, with its purpose before it (WCAG 2.5.3). */}
        <span className="sr-only">User menu: </span>
        <span className="flex flex-col items-start leading-tight">
          <span className="max-w-40 truncate text-sm font-medium">{displayName}</span>
          <span className="max-w-40 truncate text-xs text-fg-muted">{organizationName}</span>
        </span>
      </Button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label="User menu"
          className="absolute right-0 z-50 mt-2 w-56 rounded-md border border-border bg-surface p-1 shadow-lg"
        >
          <div className="px-3 py-2 text-xs text-fg-muted">
            <div className="font-medium text-fg">{displayName}</div>
            {email ? <div>{email}</div> : null}
            <div>{organizationName}</div>
          </div>
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={index === 0 ? firstItemRef : undefined}
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
              className={itemClass}
            >
              {item.label}
            </button>
          ))}
          <button
            ref={items.length === 0 ? firstItemRef : undefined}
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
            className={itemClass}
          >
            <LogOutIcon />
            Sign out
          </button>
        </div>
      ) : null}
    </div>
  );
}
