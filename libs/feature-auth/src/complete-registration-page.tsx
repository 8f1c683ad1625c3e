import type { Invitation, SignedInUser } from '@salesdash/api-contract';
import { isApiError, useApiClient } from '@salesdash/data-access-api';
import { completeRegistration, getInvitation, sessionAtom } from '@salesdash/data-access-auth';
import { ErrorState, Spinner } from '@salesdash/ui-kit';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
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

type Load =
  | { state: 'loading' }
  | { state: 'ready'; invitation: Invitation }
  | { state: 'link-problem'; title: string; message: string }
  | { state: 'error'; message: string };

function linkProblem(error: unknown): Load | null {
  if (!isApiError(error)) return null;
  if (error.code === 'expired-action-code')
    return {
      state: 'link-problem',
      title: 'This invitation has expired',
      message: 'Invitations work for 7 days. Ask the person who invited you to send a new one.',
    };
  if (error.code === 'invalid-action-code' || error.code === 'validation-error')
    return {
      state: 'link-problem',
      title: 'This invitation link is not valid',
      message:
        'It was already used or is incomplete. If you already registered, sign in; otherwise ask for a new invitation.',
    };
  return null;
}

const missingToken: Load = {
  state: 'link-problem',
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
  const [load, setLoad] = useState<Load>(token ? { state: 'loading' } : missingToken);
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    setLoad({ state: 'loading' });
    getInvitation(api, token).then(
      (invitation) => current && setLoad({ state: 'ready', invitation }),
      (caught: unknown) =>
        current &&
        setLoad(
          linkProblem(caught) ?? {
            state: 'error',
            message: authErrorMessage(caught, 'We could not load your invitation.'),
          },
        ),
    );
    return () => {
      current = false;
    };
  }, [api, token, attempt]);

  const handleSubmit = useCallback(
    async (values: CompleteRegistrationValues) => {
      if (!token) return;
      setSubmitting(true);
      setError(null);
      try {
        const user = await completeRegistration(api, { token, ...values });
        setSession(user);
        onSignedIn(user);
      } catch (caught) {
        setSubmitting(false);
        const problem = linkProblem(caught);
        if (problem && !(isApiError(caught) && caught.code === 'validation-error'))
          setLoad(problem);
        else setError(authErrorMessage(caught));
      }
    },
    [api, token, setSession, onSignedIn],
  );

  let body: ReactNode;
  switch (load.state) {
    case 'loading':
      body = (
        <div className="flex items-center justify-center gap-3 py-10 text-sm text-fg-muted">
          <Spinner size="sm" decorative />
          Loading your invitation…
        </div>
      );
      break;
    case 'link-problem':
      body = (
        <div className="flex flex-col items-center">
          <ErrorState title={load.title} message={load.message} />
          <a href={loginHref} className="mb-4 text-sm font-medium text-brand hover:underline">
            Go to sign in
          </a>
        </div>
      );
      break;
    case 'error':
      body = (
        <ErrorState
          title="Something went wrong"
          message={load.message}
          onRetry={() => setAttempt((value) => value + 1)}
        />
      );
      break;
    case 'ready':
      body = (
        <CompleteRegistrationForm
          invitation={load.invitation}
          onSubmit={(values) => void handleSubmit(values)}
          submitting={submitting}
          error={error}
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
