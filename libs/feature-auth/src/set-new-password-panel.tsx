import type { SignedInUser } from '@salesdash/api-contract';
import { isApiError, useApiClient } from '@salesdash/data-access-api';
import { resetPassword, sessionAtom } from '@salesdash/data-access-auth';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { resetProblemOf } from './reset-problem-of.ts';
import { SetNewPasswordForm, type ResetLinkProblem } from './set-new-password-form.tsx';

export type SetNewPasswordPanelProps = {
  /** The `reset` query of the reset link. */
  token: string;
  /** Called after the user is stored under `user` (the reset signs in). */
  onSignedIn: (user: SignedInUser) => void;
  /** The link cannot be used: switch to "Forgot password?". */
  onRequestNewLink: () => void;
  onBack: () => void;
};

const linkProblems: Record<string, ResetLinkProblem> = {
  'expired-action-code': 'expired',
  'invalid-action-code': 'invalid',
};

/** `/login?reset=<token>`: {@link SetNewPasswordForm} with `POST /api/auth/reset`, which signs in. */
export function SetNewPasswordPanel({
  token,
  onSignedIn,
  onRequestNewLink,
  onBack,
}: SetNewPasswordPanelProps) {
  const api = useApiClient();
  const setSession = useSetAtom(sessionAtom);
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(api, { token, password }),
    onSuccess: (user) => {
      setSession(user);
      onSignedIn(user);
    },
  });
  const linkProblem =
    reset.isError && isApiError(reset.error) ? (linkProblems[reset.error.code] ?? null) : null;
  return (
    <SetNewPasswordForm
      onSubmit={(password) => reset.mutate(password)}
      onRequestNewLink={onRequestNewLink}
      onBack={onBack}
      // Signing in navigates away: the form stays locked until it does.
      submitting={reset.isPending || reset.isSuccess}
      problem={reset.isError && !linkProblem ? resetProblemOf(reset.error) : null}
      linkProblem={linkProblem}
    />
  );
}
