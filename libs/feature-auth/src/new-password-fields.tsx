import { minPasswordLength } from '@salesdash/api-contract';
import { TextField } from '@salesdash/ui-kit';
import { newPasswordProblems } from './new-password-problems.ts';

export type NewPasswordFieldsProps = {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** The account's email, so "not your email" is checked as you type ('' when unknown). */
  email: string;
  /** After a submit attempt, problems show as errors instead of hints. */
  showErrors: boolean;
  disabled?: boolean;
  /** What the server refused about the new password, shown when the rules find nothing. */
  passwordProblem?: string | undefined;
  autoFocus?: boolean;
};

/**
 * New password + confirmation with the password rules shown live (at least
 * {@link minPasswordLength} characters, not the email, not a common password).
 */
export function NewPasswordFields({
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  email,
  showErrors,
  disabled,
  passwordProblem,
  autoFocus,
}: NewPasswordFieldsProps) {
  const problems = newPasswordProblems(password, confirm, email);
  const passwordHint =
    password === ''
      ? `At least ${minPasswordLength} characters, not your email, not a common password.`
      : (problems.password ?? 'Looks good.');
  return (
    <>
      <TextField
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        disabled={disabled}
        error={(showErrors ? problems.password : null) ?? passwordProblem}
        hint={passwordHint}
      />
      <TextField
        label="Confirm password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
        disabled={disabled}
        error={
          showErrors || (confirm !== '' && confirm.length >= password.length)
            ? problems.confirm
            : undefined
        }
      />
    </>
  );
}
