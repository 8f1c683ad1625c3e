import { sessionAtom } from '@salesdash/data-access-auth';
import { canInviteTeammates } from '@salesdash/feature-auth';
import { Button } from '@salesdash/ui-kit';
import { useAtomValue } from 'jotai';
import { useInviteDialog } from './use-invite-dialog.tsx';

/** "Invite teammate" beside the People table: the user menu's own invite dialog. */
export function InviteButton() {
  const user = useAtomValue(sessionAtom);
  const invite = useInviteDialog(user);
  if (!user || !canInviteTeammates(user)) return null;
  return (
    <>
      <Button onClick={invite.open}>Invite teammate</Button>
      {invite.dialog}
    </>
  );
}
