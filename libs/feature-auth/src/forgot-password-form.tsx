import { passwordResetRequestSchema } from '@salesdash/api-contract';
import {
  Alert,
  Button,
  fieldErrorsOf,
  formProblems,
  revalidateLogic,
  useAppForm,
  type FormProblem,
} from '@salesdash/ui-kit';

export type ForgotPasswordFormProps = {
  onSubmit: (email: string) => void;
  /** Back to the sign-in form. */
  onBack: () => void;
  submitting?: boolean;
  /** What the server refused: under the email when it names it, else above the form. */
  problem?: FormProblem | null;
  /** The request went through: show the confirmation instead of the form. */
  sent?: boolean;
  defaultEmail?: string;
};

/** Sentence shown after a reset request, whether or not the account exists. */
export const resetRequestedMessage = 'If an account exists for that email, we sent a reset link.';

const labels = { email: 'Email' } as const;

/**
 * "Forgot password?" mode of /login: asks for the email, then says a link was sent without
 * revealing whether the account exists. The self-hosted build has no mail server, which the
 * small print says.
 */
export function ForgotPasswordForm({
  onSubmit,
  onBack,
  submitting = false,
  problem = null,
  sent = false,
  defaultEmail = '',
}: ForgotPasswordFormProps) {
  const form = useAppForm({
    defaultValues: { email: defaultEmail },
    // On the first submit, then as the email changes; by the contract's rule for the body.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        if (value.email.trim() === '') return { fields: { email: 'Enter your email address.' } };
        const parsed = passwordResetRequestSchema.safeParse(value);
        return parsed.success ? undefined : { fields: fieldErrorsOf(parsed.error.issues, labels) };
      },
    },
    onSubmit: ({ value }) => onSubmit(value.email.trim()),
  });
  const { formProblem } = formProblems({}, problem, labels);

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
    <form.AppForm>
      <form.Frame
        aria-label="Reset password"
        className="flex flex-col gap-4"
        submitting={submitting}
        problem={problem}
      >
        <p className="text-sm text-fg-muted">
          Enter the email you sign in with and we&apos;ll send you a link to set a new password.
        </p>
        {formProblem ? (
          <Alert tone="error" title="Could not request a link">
            {formProblem}
          </Alert>
        ) : null}
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={labels.email}
              type="email"
              name="email"
              autoComplete="username"
              autoFocus
              required
            />
          )}
        </form.AppField>
        {smallPrint}
        <form.SubmitButton className="w-full">
          {submitting ? 'Sending…' : 'Send reset link'}
        </form.SubmitButton>
        <Button variant="ghost" onClick={onBack} disabled={submitting} className="w-full">
          Back to sign in
        </Button>
      </form.Frame>
    </form.AppForm>
  );
}
