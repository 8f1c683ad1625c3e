import {
  changePasswordRequestSchema,
  minPasswordLength,
  passwordProblem,
} from '@salesdash/api-contract';
import { problemOf } from '@salesdash/data-access-api';
import { useProfileMutations } from '@salesdash/data-access-auth';
import { Alert, fieldErrorsOf, formProblems, revalidateLogic, useAppForm } from '@salesdash/ui-kit';
import { SavedNote } from './saved-note.tsx';

type Field = 'current_password' | 'new_password' | 'confirm_password';

const labels: Record<Field, string> = {
  current_password: 'Current password',
  new_password: 'New password',
  confirm_password: 'Confirm new password',
};

const empty = { current_password: '', new_password: '', confirm_password: '' };

export type PasswordFormProps = {
  /** The account's email: a new password may not be it (the server's rule, checked as typed). */
  email: string;
};

/**
 * The Password tab: the current password and a new one, twice, through the existing
 * `POST /api/auth/password` (data-access-auth's `changePassword`). Every other session ends;
 * this one continues with the new session the server answers.
 */
export function PasswordForm({ email }: PasswordFormProps) {
  const { changePassword } = useProfileMutations();
  const form = useAppForm({
    defaultValues: empty as Record<Field, string>,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const parsed = changePasswordRequestSchema.safeParse(value);
        const fields: Partial<Record<Field, string>> = parsed.success
          ? {}
          : fieldErrorsOf(parsed.error.issues, labels);
        const rule = value.new_password === '' ? null : passwordProblem(value.new_password, email);
        if (rule && !fields.new_password) fields.new_password = rule;
        if (value.confirm_password !== value.new_password) {
          fields.confirm_password = 'The two new passwords differ';
        }
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmit: async ({ value }) => {
      const changed = await changePassword
        .mutateAsync({
          current_password: value.current_password,
          new_password: value.new_password,
        })
        .catch(() => null);
      if (changed) form.reset(empty);
    },
  });
  const problem = changePassword.error ? problemOf(changePassword.error) : null;
  const { formProblem } = formProblems({}, problem, labels);

  return (
    <form.AppForm>
      <form.Frame
        aria-label="Change password"
        className="flex flex-col gap-4"
        submitting={changePassword.isPending}
        problem={problem}
      >
        {formProblem ? (
          <Alert tone="error" title="Your password was not changed">
            {formProblem}
          </Alert>
        ) : null}
        <form.AppField name="current_password">
          {(field) => (
            <field.TextField
              label={labels.current_password}
              type="password"
              autoComplete="current-password"
              required
            />
          )}
        </form.AppField>
        <form.AppField name="new_password">
          {(field) => (
            <field.TextField
              label={labels.new_password}
              type="password"
              autoComplete="new-password"
              required
              hint={`At least ${minPasswordLength} characters, not your email, not a common password.`}
            />
          )}
        </form.AppField>
        <form.AppField name="confirm_password">
          {(field) => (
            <field.TextField
              label={labels.confirm_password}
              type="password"
              autoComplete="new-password"
              required
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.isDirty}>
          {(dirty) => (
            <SavedNote shown={changePassword.isSuccess && !dirty}>
              Password changed. You stay signed in here; other devices must sign in again.
            </SavedNote>
          )}
        </form.Subscribe>
        <div className="flex justify-end">
          <form.SubmitButton>Change password</form.SubmitButton>
        </div>
      </form.Frame>
    </form.AppForm>
  );
}
