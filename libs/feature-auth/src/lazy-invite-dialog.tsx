import { lazy, Suspense } from 'react';
import type { InviteDialogProps } from './invite-dialog.tsx';

const InviteDialog = lazy(() =>
  import('./invite-dialog.tsx').then((module) => ({ default: module.InviteDialog })),
);

/**
 * {@link InviteDialog}, fetched when it first opens: the invite form (roles, seats and their
 * response schemas) stays out of the first load of every signed-in page.
 */
export function LazyInviteDialog(props: InviteDialogProps) {
  return (
    <Suspense fallback={null}>
      <InviteDialog {...props} />
    </Suspense>
  );
}
