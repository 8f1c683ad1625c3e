import type { Invitation } from '@salesdash/api-contract';
import { Alert, revalidateLogic, useAppForm } from '@salesdash/ui-kit';
import { NewPasswordFieldGroup } from './new-password-field-group.tsx';
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
  const form = useAppForm({
    defaultValues: {
      first_name: invitation.first_name,
      last_name: invitation.last_name,
      password: '',
      confirm: '',
    },
    // On the first submit, then as the fields change; the password by the server's own rules.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const problems = newPasswordProblems(value.password, value.confirm, invitation.email);
        const fields = {
          ...(value.first_name.trim() === '' ? { first_name: 'Enter your first name.' } : {}),
          ...(value.last_name.trim() === '' ? { last_name: 'Enter your last name.' } : {}),
        };
        // The password fields show their own problems (NewPasswordFieldGroup); they still stop it.
        const password = problems.password ?? problems.confirm;
        return Object.keys(fields).length > 0 || password
          ? { fields, ...(password ? { form: password } : {}) }
          : undefined;
      },
    },
    onSubmit: ({ value }) =>
      onSubmit({
        first_name: value.first_name.trim(),
        last_name: value.last_name.trim(),
        password: value.password,
      }),
  });

  return (
    <form.AppForm>
      <form.Frame
        aria-label="Complete registration"
        className="flex flex-col gap-4"
        submitting={submitting}
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
          <form.AppField name="first_name">
            {(field) => (
              <field.TextField
                label="First name"
                name="first-name"
                autoComplete="given-name"
                autoFocus
                required
              />
            )}
          </form.AppField>
          <form.AppField name="last_name">
            {(field) => (
              <field.TextField
                label="Last name"
                name="last-name"
                autoComplete="family-name"
                required
              />
            )}
          </form.AppField>
        </div>
        <NewPasswordFieldGroup
          form={form}
          fields={{ password: 'password', confirm: 'confirm' }}
          email={invitation.email}
          disabled={submitting}
        />
        <form.SubmitButton className="mt-2 w-full">
          {submitting ? 'Creating your account…' : 'Create account and sign in'}
        </form.SubmitButton>
      </form.Frame>
    </form.AppForm>
  );
}
