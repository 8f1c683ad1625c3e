import type { Invitation } from '@salesdash/api-contract';
import { Alert, Button, TextField } from '@salesdash/ui-kit';
import { useState, type FormEvent } from 'react';
import { NewPasswordFields } from './new-password-fields.tsx';
import { newPasswordProblems } from './new-password-problems.ts';

export type CompleteRegistrationValues = {
  first_name: string;
  last_name: string;
  password: string;
};

export type CompleteRegistrationFormProps = {
  invitation: Invitation;
  onSubmit: (values: CompleteRegistrationValues) => void;
  submitting?: boolean;
  error?: string | null;
};

/** Names and password for an invited person; the organization and email come from the invite. */
export function CompleteRegistrationForm({
  invitation,
  onSubmit,
  submitting = false,
  error,
}: CompleteRegistrationFormProps) {
  const [firstName, setFirstName] = useState(invitation.first_name);
  const [lastName, setLastName] = useState(invitation.last_name);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);

  const firstNameError = touched && firstName.trim() === '' ? 'Enter your first name.' : undefined;
  const lastNameError = touched && lastName.trim() === '' ? 'Enter your last name.' : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    const problems = newPasswordProblems(password, confirm, invitation.email);
    if (firstName.trim() === '' || lastName.trim() === '') return;
    if (problems.password || problems.confirm) return;
    onSubmit({ first_name: firstName.trim(), last_name: lastName.trim(), password });
  };

  return (
    <form
      noValidate
      aria-label="Complete registration"
      onSubmit={handleSubmit}
      className="flex flex-col gap-4"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-surface-muted px-4 py-3 text-sm">
        <dt className="text-fg-muted">Organization</dt>
        <dd className="font-medium text-fg">{invitation.organization_name}</dd>
        <dt className="text-fg-muted">Email</dt>
        <dd className="font-medium text-fg">{invitation.email}</dd>
        {invitation.invited_by ? (
          <>
            <dt className="text-fg-muted">Invited by</dt>
            <dd className="text-fg">{invitation.invited_by}</dd>
          </>
        ) : null}
      </dl>
      {error ? (
        <Alert tone="error" title="Could not complete your registration">
          {error}
        </Alert>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="First name"
          name="first-name"
          autoComplete="given-name"
          autoFocus
          required
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          disabled={submitting}
          error={firstNameError}
        />
        <TextField
          label="Last name"
          name="last-name"
          autoComplete="family-name"
          required
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          disabled={submitting}
          error={lastNameError}
        />
      </div>
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        email={invitation.email}
        showErrors={touched}
        disabled={submitting}
      />
      <Button type="submit" loading={submitting} className="mt-2 w-full">
        {submitting ? 'Creating your account…' : 'Create account and sign in'}
      </Button>
    </form>
  );
}
