import { Alert, Button } from '@salesdash/ui-kit';
import { useState, type FormEvent } from 'react';
import { NewPasswordFields } from './new-password-fields.tsx';
import { newPasswordProblems } from './new-password-problems.ts';

/** Why a reset link cannot be used; the form then offers a new link instead. */
export type ResetLinkProblem = 'expired' | 'invalid';

export type SetNewPasswordFormProps = {
  onSubmit: (password: string) => void;
  /** Switches /login to "Forgot password?" so the user can ask for a new link. */
  onRequestNewLink: () => void;
  /** Back to the sign-in form without setting a password. */
  onBack?: () => void;
  submitting?: boolean;
  error?: string | null;
  linkProblem?: ResetLinkProblem | null;
};

const linkMessages: Record<ResetLinkProblem, { title: string; body: string }> = {
  expired: {
    title: 'This reset link has expired',
    body: 'Reset links work for one hour. Request a new one and use it right away.',
  },
  invalid: {
    title: 'This reset link is not valid',
    body: 'It was already used or is incomplete. Request a new link to set your password.',
  },
};

/** The set-new-password form of `/login?reset=<token>`: new password + confirmation. */
export function SetNewPasswordForm({
  onSubmit,
  onRequestNewLink,
  onBack,
  submitting = false,
  error,
  linkProblem,
}: SetNewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);

  if (linkProblem) {
    const { title, body } = linkMessages[linkProblem];
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="error" title={title}>
          {body}
        </Alert>
        <Button onClick={onRequestNewLink} className="w-full">
          Request a new link
        </Button>
        {onBack ? (
          <Button variant="ghost" onClick={onBack} className="w-full">
            Back to sign in
          </Button>
        ) : null}
      </div>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    const problems = newPasswordProblems(password, confirm, '');
    if (problems.password || problems.confirm) return;
    onSubmit(password);
  };

  return (
    <form
      noValidate
      aria-label="Set a new password"
      onSubmit={handleSubmit}
      className="flex flex-col gap-4"
    >
      {error ? (
        <Alert tone="error" title="Could not set the password">
          {error}
        </Alert>
      ) : null}
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        email=""
        showErrors={touched}
        disabled={submitting}
      />
      <Button type="submit" loading={submitting} className="mt-2 w-full">
        {submitting ? 'Saving…' : 'Set password and sign in'}
      </Button>
      {onBack ? (
        <Button variant="ghost" onClick={onBack} disabled={submitting} className="w-full">
          Back to sign in
        </Button>
      ) : null}
    </form>
  );
}
