import type { SignedInUser } from '@salesdash/api-contract';
import { LazyInviteDialog } from '@salesdash/feature-auth';
import { useState, type ReactNode } from 'react';

/**
 * feature-auth's invite dialog for the signed-in `user`, opened by `open()`: one dialog for the
 * user menu's "Invite teammate" and the People screen's button.
 */
export function useInviteDialog(user: SignedInUser | null): {
  open: () => void;
  dialog: ReactNode;
} {
  const [inviting, setInviting] = useState(false);
  return {
    open: () => setInviting(true),
    dialog:
      inviting && user ? (
        <LazyInviteDialog
          organizationId={user.organization_id}
          inviterAccess={user.access}
          onClose={() => setInviting(false)}
        />
      ) : null,
  };
}
