import { Skeleton } from '@salesdash/ui-kit';
import { lazy, Suspense } from 'react';
import type { ForgotPasswordPanelProps } from './forgot-password-panel.tsx';
import type { SetNewPasswordPanelProps } from './set-new-password-panel.tsx';

const loadForgotPasswordPanel = () => import('./forgot-password-panel.tsx');

/**
 * Starts fetching the "Forgot password?" form when the user shows they may want it (pointer
 * over or focus on the link), so the click rarely waits.
 */
export function preloadForgotPasswordPanel(): void {
  void loadForgotPasswordPanel();
}

const ForgotPasswordPanel = lazy(() =>
  loadForgotPasswordPanel().then((module) => ({ default: module.ForgotPasswordPanel })),
);

const SetNewPasswordPanel = lazy(() =>
  import('./set-new-password-panel.tsx').then((module) => ({
    default: module.SetNewPasswordPanel,
  })),
);

/** The shape of a reset form while its code arrives: a field or two and the buttons. */
function ResetFormSkeleton({ fields }: { fields: number }) {
  return (
    <div role="status" className="flex flex-col gap-4" aria-busy="true" aria-label="Loading the form">
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      <Skeleton className="mt-2 h-10 w-full" />
    </div>
  );
}

/**
 * The two reset panels of /login, fetched when they are first shown: their forms are built on
 * the form kit (TanStack Form), whose chunk does not fit the sign-in screen's script budget. The
 * sign-in form itself keeps its state by hand for that reason (docs/decisions/0033).
 */
export function LazyForgotPasswordPanel(props: ForgotPasswordPanelProps) {
  return (
    <Suspense fallback={<ResetFormSkeleton fields={1} />}>
      <ForgotPasswordPanel {...props} />
    </Suspense>
  );
}

/** {@link LazyForgotPasswordPanel}'s sibling for `/login?reset=<token>`. */
export function LazySetNewPasswordPanel(props: SetNewPasswordPanelProps) {
  return (
    <Suspense fallback={<ResetFormSkeleton fields={2} />}>
      <SetNewPasswordPanel {...props} />
    </Suspense>
  );
}
