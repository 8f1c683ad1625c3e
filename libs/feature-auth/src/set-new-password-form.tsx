import {
  Alert,
  Button,
  formProblems,
  revalidateLogic,
  useAppForm,
  type FormProblem,
} from '@salesdash/ui-kit';
import { NewPasswordFieldGroup } from './new-password-field-group.tsx';
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
  /** What the server refused: under the new password when it names it, else above the form. */
  problem?: FormProblem | null;
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

const labels = { password: 'New password' } as const;

/** The set-new-password form of `/login?reset=<token>`: new password + confirmation. */
export function SetNewPasswordForm({
  onSubmit,
  onRequestNewLink,
  onBack,
  submitting = false,
  problem = null,
  linkProblem,
}: SetNewPasswordFormProps) {
  const form = useAppForm({
    defaultValues: { password: '', confirm: '' },
    // On the first submit, then as the fields change; by the server's own password rules.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const problems = newPasswordProblems(value.password, value.confirm, '');
        // The fields show their own problems (NewPasswordFieldGroup); they still stop the submit.
        const first = problems.password ?? problems.confirm;
        return first ? { form: first } : undefined;
      },
    },
    onSubmit: ({ value }) => onSubmit(value.password),
  });
  const shown = formProblems({}, problem, labels);

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

  return (
    <form.AppForm>
      <form.Frame
        aria-label="Set a new password"
        className="flex flex-col gap-4"
        submitting={submitting}
        problem={problem}
      >
        {shown.formProblem ? (
          <Alert tone="error" title="Could not set the password">
            {shown.formProblem}
          </Alert>
        ) : null}
        <NewPasswordFieldGroup
          form={form}
          fields={{ password: 'password', confirm: 'confirm' }}
          email=""
          passwordProblem={shown.errorOf('password')}
          disabled={submitting}
          autoFocus
        />
        <form.SubmitButton className="mt-2 w-full">
          {submitting ? 'Saving…' : 'Set password and sign in'}
        </form.SubmitButton>
        {onBack ? (
          <Button variant="ghost" onClick={onBack} disabled={submitting} className="w-full">
            Back to sign in
          </Button>
        ) : null}
      </form.Frame>
    </form.AppForm>
  );
}
