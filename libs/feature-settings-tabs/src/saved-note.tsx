import type { ReactNode } from 'react';

/** "Saved." under a form, announced politely, while what was saved is still what it shows. */
export function SavedNote({
  shown,
  children = 'Saved.',
}: {
  shown: boolean;
  children?: ReactNode;
}) {
  return shown ? (
    <p role="status" className="text-sm text-fg-muted">
      {children}
    </p>
  ) : null;
}
