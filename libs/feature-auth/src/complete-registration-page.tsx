import type { SignedInUser } from '@salesdash/api-contract';
import { isApiError, useApiClient } from '@salesdash/data-access-api';
import {
  completeRegistration,
  invitationQueryOptions,
  sessionAtom,
} from '@salesdash/data-access-auth';
import { ErrorState, Spinner } from '@salesdash/ui-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { AuthCardPage } from './auth-card-page.tsx';
import { authErrorMessage } from './auth-error-message.ts';
import {
  CompleteRegistrationForm,
  type CompleteRegistrationValues,
} from './complete-registration-form.tsx';

export type CompleteRegistrationPageProps = {
  /** The `token` query of the invite link (missing → the invalid-link page). */
  token: string | undefined;
  /** Called after the new user is stored under `user`; the shell goes to `/`. */
  onSignedIn: (user: SignedInUser) => void;
  /** Top-right controls supplied by the shell (the colour-mode toggle). */
  actions?: ReactNode;
  /** Where "Go to sign in" leads. */
  loginHref?: string;
};

type LinkProblem = { title: string; message: string };

/** Why an invite link cannot be used, from what the server answered (null: some other failure). */
function linkProblemOf(error: unknown): LinkProblem | null {
  if (!isApiError(error)) return null;
  if (error.code === 'expired-action-code')
    return {
      title: 'This invitation has expired',
      message: 'Invitations work for 7 days. Ask the person who invited you to send a new one.',
    };
  if (error.code === 'invalid-action-code' || error.code === 'validation-error')
    return {
      title: 'This invitation link is not valid',
      message:
        'It was already used or is incomplete. If you already registered, sign in; otherwise ask for a new invitation.',
    };
  return null;
}

const missingToken: LinkProblem = {
  title: 'This invitation link is not valid',
  message: 'The link is incomplete. Open the full link from your invitation.',
};

/**
 * /complete-registration?token=…: loads the invitation (`GET /api/auth/invite/:token`), shows
 * the organization and email, asks names and a password, then signs in through
 * `POST /api/auth/complete-registration`. Expired or invalid links get a clear page.
 */
export function CompleteRegistrationPage({
  token,
  onSignedIn,
  actions,
  loginHref = '/login',
}: CompleteRegistrationPageProps) {
  const api = useApiClient();
  const setSession = useSetAtom(sessionAtom);
  // No token: nothing to load, the page says the link is incomplete.
  const invitation = useQuery({
    ...invitationQueryOptions(api, token ?? ''),
    enabled: Boolean(token),
  });
  const register = useMutation({
    mutationFn: (values: CompleteRegistrationValues) =>
      completeRegistration(api, { token: token ?? '', ...values }),
    onSuccess: (user) => {
      setSession(user);
      onSignedIn(user);
    },
  });

  // A link used up or expired meanwhile says so as the page; a refused field stays on the form.
  const registerLinkProblem =
    register.isError && !(isApiError(register.error) && register.error.code === 'validation-error')
      ? linkProblemOf(register.error)
      : null;
  const linkProblem = !token
    ? missingToken
    : invitation.isError
      ? linkProblemOf(invitation.error)
      : registerLinkProblem;

  let body: ReactNode;
  if (linkProblem) {
    body = (
      <div className="flex flex-col items-center">
        <ErrorState title={linkProblem.title} message={linkProblem.message} />
        <a href={loginHref} className="mb-4 text-sm font-medium text-brand hover:underline">
          Go to sign in
        </a>
      </div>
    );
  } else if (invitation.isError) {
    body = (
      <ErrorState
        title="Something went wrong"
        message={authErrorMessage(invitation.error, 'We could not load your invitation.')}
        onRetry={() => void invitation.refetch()}
      />
    );
  } else if (!invitation.data) {
    body = (
      <div className="flex items-center justify-center gap-3 py-10 text-sm text-fg-muted">
        <Spinner size="sm" decorative />
        Loading your invitation…
      </div>
    );
  } else {
    body = (
      <CompleteRegistrationForm
        invitation={invitation.data}
        onSubmit={(values) => register.mutate(values)}
        // Signing in navigates away: the form stays locked until it does.
        submitting={register.isPending || register.isSuccess}
        error={register.isError ? authErrorMessage(register.error) : null}
      />
    );
  }

  return (
    <AuthCardPage
      title="Complete your registration"
      subtitle="Set your name and password to join your team."
      actions={actions}
      width="md"
    >
      {body}
    </AuthCardPage>
  );
}
