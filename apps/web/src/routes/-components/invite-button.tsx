import { sessionAtom } from '@salesdash/data-access-auth';
import { canInviteTeammates, LazyInviteDialog } from '@salesdash/feature-auth';
import { Button } from '@salesdash/ui-kit';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

/**
 * "Invite teammate" beside the People table: the user menu's invite dialog (session-menu.tsx
 * opens the same one; the two stay apart so that this lazily loaded page adds nothing to the
 * first load's menu).
 */
export function InviteButton() {
  const user = useAtomValue(sessionAtom);
  const [inviting, setInviting] = useState(false);
  if (!user || !canInviteTeammates(user)) return null;
  return (
    <>
      <Button onClick={() => setInviting(true)}>Invite teammate</Button>
      {inviting ? (
        <LazyInviteDialog
          organizationId={user.organization_id}
          inviterAccess={user.access}
          onClose={() => setInviting(false)}
        />
      ) : null}
    </>
  );
}
