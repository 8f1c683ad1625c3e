import { sessionAtom } from '@salesdash/data-access-auth';
import { PeopleScreen } from '@salesdash/feature-settings-admin';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { InviteButton } from '../-components/invite-button.tsx';

// The screen rides in this route's split chunk (autoCodeSplitting): no first page pays for it.
export const Route = createFileRoute('/settings/people')({
  staticData: { routeName: 'settings-people' },
  component: PeoplePage,
});

function PeoplePage() {
  const user = useAtomValue(sessionAtom);
  // The guard admits admins and managers only, so a session is there.
  if (!user) return null;
  return <PeopleScreen viewer={user} inviteAction={<InviteButton />} />;
}
