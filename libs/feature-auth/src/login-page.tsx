import type { SignedInUser } from '@salesdash/api-contract';
import { useSignIn } from '@salesdash/data-access-auth';
import { useState, type ReactNode } from 'react';
import { AuthCardPage } from './auth-card-page.tsx';
import {
  LazyForgotPasswordPanel,
  LazySetNewPasswordPanel,
  preloadForgotPasswordPanel,
} from './lazy-reset-panels.tsx';
import { LoginForm, type LoginFormValues } from './login-form.tsx';
import { loginErrorMessage } from './login-error-message.ts';

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
  const signIn = useSignIn();
  const [mode, setMode] = useState<Mode>(resetToken ? 'reset' : 'sign-in');
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const switchTo = (next: Mode) => {
    if (mode === 'reset') onResetTokenDone?.();
    setMode(next);
    setError(null);
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
          onForgotPasswordIntent={preloadForgotPasswordPanel}
          submitting={submitting}
          error={error}
          defaultEmail={email}
        />
      ) : mode === 'forgot' || !resetToken ? (
        <LazyForgotPasswordPanel
          defaultEmail={email}
          onBack={(typed) => {
            setEmail(typed);
            switchTo('sign-in');
          }}
        />
      ) : (
        <LazySetNewPasswordPanel
          token={resetToken}
          onSignedIn={onSignedIn}
          onRequestNewLink={() => switchTo('forgot')}
          onBack={() => switchTo('sign-in')}
        />
      )}
    </AuthCardPage>
  );
}
