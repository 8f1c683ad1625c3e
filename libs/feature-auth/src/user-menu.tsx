import { Button, UserIcon } from '@salesdash/ui-kit';
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';

export type UserMenuProps = {
  displayName: string;
  organizationName: string;
  email?: string;
  /** Extra entries above Sign out (e.g. Settings), supplied by the shell. */
  items?: readonly { label: string; onSelect: () => void }[];
  onSignOut: () => void;
  /** The person's picture (the shell loads it), shown instead of the person icon. */
  picture?: ReactNode;
};

// The open menu is its own chunk, fetched as the pointer or focus nears the button: the top bar
// is on every first page (docs/benchmarks.md budget).
const loadPanel = () => import('./user-menu-panel.tsx');
const UserMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.UserMenuPanel })));

/** Top-bar menu with who is signed in, for which organization, and Sign out. */
export function UserMenu({
  displayName,
  organizationName,
  email,
  items = [],
  onSignOut,
  picture,
}: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

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
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((value) => !value)}
        icon={picture ?? <UserIcon />}
      >
        {/* The name is what the button shows, with its purpose before it (WCAG 2.5.3). */}
        <span className="sr-only">User menu: </span>
        <span className="flex flex-col items-start leading-tight">
          <span className="max-w-40 truncate text-sm font-medium">{displayName}</span>
          <span className="max-w-40 truncate text-xs text-fg-muted">{organizationName}</span>
        </span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <UserMenuPanel
            id={menuId}
            displayName={displayName}
            organizationName={organizationName}
            email={email}
            items={items}
            onSignOut={onSignOut}
            rootRef={rootRef}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
