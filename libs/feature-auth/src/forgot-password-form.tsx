import { Alert, Button, TextField } from '@salesdash/ui-kit';
import { useState, type FormEvent } from 'react';

export type ForgotPasswordFormProps = {
  onSubmit: (email: string) => void;
  /** Back to the sign-in form. */
  onBack: () => void;
  submitting?: boolean;
  error?: string | null;
  /** The request went through: show the confirmation instead of the form. */
  sent?: boolean;
  defaultEmail?: string;
};

/** Sentence shown after a reset request, whether or not the account exists. */
export const resetRequestedMessage = 'If an account exists for that email, we sent a reset link.';

/**
 * "Forgot password?" mode of /login: asks for the email, then says a link was sent without
 * revealing whether the account exists. The self-hosted build has no mail server, which the
 * small print says.
 */
export function ForgotPasswordForm({
  onSubmit,
  onBack,
  submitting = false,
  error,
  sent = false,
  defaultEmail = '',
}: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [touched, setTouched] = useState(false);
  const emailError = touched && email.trim() === '' ? 'Enter your email address.' : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (email.trim() === '') return;
    onSubmit(email.trim());
  };

  const smallPrint = (
    <p className="text-xs text-fg-muted">
      This self-hosted edition has no mail server: the reset link is written to the server log,
      where your administrator can pass it on to you. The link works once and expires after an hour.
    </p>
  );

  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success" title="Check for your reset link">
          {resetRequestedMessage}
        </Alert>
        {smallPrint}
        <Button variant="secondary" onClick={onBack} className="w-full">
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Reset password"
      onSubmit={handleSubmit}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-fg-muted">
        Enter the email you sign in with and we&apos;ll send you a link to set a new password.
      </p>
      {error ? (
        <Alert tone="error" title="Could not request a link">
          {error}
        </Alert>
      ) : null}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        autoFocus
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={submitting}
        error={emailError}
      />
      {smallPrint}
      <Button type="submit" loading={submitting} className="w-full">
        {submitting ? 'Sending…' : 'Send reset link'}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={submitting} className="w-full">
        Back to sign in
      </Button>
    </form>
  );
}
