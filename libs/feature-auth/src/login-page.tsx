import type { SignedInUser } from '@salesdash/api-contract';
import {
  requestPasswordReset,
  resetPassword,
  sessionAtom,
  useSignIn,
} from '@salesdash/data-access-auth';
import { isApiError, useApiClient } from '@salesdash/data-access-api';
import { useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { AuthCardPage } from './auth-card-page.tsx';
import { authErrorMessage } from './auth-error-message.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm, type LoginFormValues } from './login-form.tsx';
import { loginErrorMessage } from './login-error-message.ts';
import { SetNewPasswordForm, type ResetLinkProblem } from './set-new-password-form.tsx';

export type LoginPageProps = {
  /** Called after the user is stored under `user`; the app navigates to the `redirect` target. */
  onSignedIn: (user: SignedInUser) => void;
  /** Top-right controls supplied by the shell (the colour-mode toggle). */
  actions?: ReactNode;
  /** The `reset` query of a reset link: the page asks for a new password. */
  resetToken?: string;
  /** The page left the reset form (the shell drops `reset` from the URL). */
  onResetTokenDone?: () => void;
};

type Mode = 'sign-in' | 'forgot' | 'reset';

const headings: Record<Mode, { title: string; subtitle: string }> = {
  'sign-in': {
    title: 'Sign in to your account',
    subtitle: 'Track your sales, commissions and team performance.',
  },
  forgot: { title: 'Reset your password', subtitle: 'We will send you a link to set a new one.' },
  reset: { title: 'Choose a new password', subtitle: 'You will be signed in right after.' },
};

/**
 * The /login screen: sign-in (`POST /api/auth/login`), "Forgot password?" (`POST
 * /api/auth/reset-request`) and, with a reset link's token, the new-password form
 * (`POST /api/auth/reset`, which signs in). Stale-session wipe-out (`wipeOut=true`) is done by
 * the route before render.
 */
export function LoginPage({ onSignedIn, actions, resetToken, onResetTokenDone }: LoginPageProps) {
  const api = useApiClient();
  const signIn = useSignIn();
  const setSession = useSetAtom(sessionAtom);
  const [mode, setMode] = useState<Mode>(resetToken ? 'reset' : 'sign-in');
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resetSent, setResetSent] = useState(false);
  const [linkProblem, setLinkProblem] = useState<ResetLinkProblem | null>(null);

  const switchTo = (next: Mode) => {
    if (mode === 'reset') onResetTokenDone?.();
    setMode(next);
    setError(null);
    setResetSent(false);
    setSubmitting(false);
  };

  const handleSignIn = async (values: LoginFormValues) => {
    setSubmitting(true);
    setError(null);
    setEmail(values.email);
    try {
      const user = await signIn(values);
      onSignedIn(user);
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setSubmitting(false);
    }
  };

  const handleResetRequest = async (address: string) => {
    setSubmitting(true);
    setError(null);
    setEmail(address);
    try {
      await requestPasswordReset(api, address);
      setResetSent(true);
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  };

  const handleReset = async (password: string) => {
    if (!resetToken) return;
    setSubmitting(true);
    setError(null);
    try {
      const user = await resetPassword(api, { token: resetToken, password });
      setSession(user);
      onSignedIn(user);
    } catch (caught) {
      setSubmitting(false);
      if (isApiError(caught) && caught.code === 'expired-action-code') setLinkProblem('expired');
      else if (isApiError(caught) && caught.code === 'invalid-action-code')
        setLinkProblem('invalid');
      else setError(authErrorMessage(caught));
    }
  };

  const heading = headings[mode];
  return (
    <AuthCardPage title={heading.title} subtitle={heading.subtitle} actions={actions}>
      {mode === 'sign-in' ? (
        <LoginForm
          key="sign-in"
          onSubmit={(values) => void handleSignIn(values)}
          onForgotPassword={(typed) => {
            setEmail(typed);
            switchTo('forgot');
          }}
          submitting={submitting}
          error={error}
          defaultEmail={email}
        />
      ) : mode === 'forgot' ? (
        <ForgotPasswordForm
          onSubmit={(address) => void handleResetRequest(address)}
          onBack={() => switchTo('sign-in')}
          submitting={submitting}
          error={error}
          sent={resetSent}
          defaultEmail={email}
        />
      ) : (
        <SetNewPasswordForm
          onSubmit={(password) => void handleReset(password)}
          onRequestNewLink={() => switchTo('forgot')}
          onBack={() => switchTo('sign-in')}
          submitting={submitting}
          error={error}
          linkProblem={linkProblem}
        />
      )}
    </AuthCardPage>
  );
}
