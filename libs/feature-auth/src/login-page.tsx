import type { SignedInUser } from '@salesdash/api-contract';
import { useSignIn } from '@salesdash/data-access-auth';
import { Card } from '@salesdash/ui-kit';
import { useState, type ReactNode } from 'react';
import { LoginForm, type LoginFormValues } from './login-form.tsx';
import { loginErrorMessage } from './login-error-message.ts';

export type LoginPageProps = {
  /** Called after the user is stored under `user`; the app navigates to the `redirect` target. */
  onSignedIn: (user: SignedInUser) => void;
  /** Top-right controls supplied by the shell (the colour-mode toggle). */
  actions?: ReactNode;
};

/**
 * The /login screen: signs in through `POST /api/auth/login` with the app's API client and
 * stores the user. Stale-session wipe-out (`wipeOut=true`) is done by the route before render.
 */
export function LoginPage({ onSignedIn, actions }: LoginPageProps) {
  const signIn = useSignIn();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (values: LoginFormValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const user = await signIn(values);
      onSignedIn(user);
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setSubmitting(false);
    }
  };

  return (
    <div className="relative flex w-full max-w-sm flex-col items-stretch">
      {actions != null ? <div className="fixed right-6 top-4">{actions}</div> : null}
      <div className="mb-6 text-center">
        <p className="text-lg font-semibold text-brand">SalesDash</p>
        <h1 className="mt-2 text-2xl font-semibold text-fg">Sign in to your account</h1>
        <p className="mt-1 text-sm text-fg-muted">
          Track your sales, commissions and team performance.
        </p>
      </div>
      <Card>
        <LoginForm
          onSubmit={(values) => void handleSubmit(values)}
          submitting={submitting}
          error={error}
        />
      </Card>
    </div>
  );
}
