import { useApiClient } from '@salesdash/data-access-api';
import { sessionAtom, signOut } from '@salesdash/data-access-auth';
import { canInviteTeammates, LazyInviteDialog, UserMenu } from '@salesdash/feature-auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';

/**
 * The top bar's user menu: "Invite teammate" for admins and managers (opens the invite dialog),
 * Settings, and Sign out (local at once, server logout in the background).
 */
export function SessionMenu() {
  const user = useAtomValue(sessionAtom);
  const store = useStore();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [inviting, setInviting] = useState(false);
  if (!user) return null;

  const handleSignOut = () => {
    signOut(store, { api });
    queryClient.clear();
    void navigate({ to: '/login' });
  };
  const items = [
    ...(canInviteTeammates(user)
      ? [{ label: 'Invite teammate', onSelect: () => setInviting(true) }]
      : []),
    { label: 'Settings', onSelect: () => void navigate({ to: '/settings' }) },
  ];
  return (
    <>
      <UserMenu
        displayName={user.display_name}
        organizationName={user.organization_name}
        email={user.email}
        items={items}
        onSignOut={handleSignOut}
      />
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
