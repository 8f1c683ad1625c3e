import { useApiClient } from '@salesdash/data-access-api';
import { requestPasswordReset } from '@salesdash/data-access-auth';
import { useMutation } from '@tanstack/react-query';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { resetProblemOf } from './reset-problem-of.ts';

export type ForgotPasswordPanelProps = {
  /** What the sign-in form held, so the user need not type it again. */
  defaultEmail: string;
  /** Back to sign-in, with the address last asked for (or the one it came with). */
  onBack: (email: string) => void;
};

/** "Forgot password?" of /login: {@link ForgotPasswordForm} with `POST /api/auth/reset-request`. */
export function ForgotPasswordPanel({ defaultEmail, onBack }: ForgotPasswordPanelProps) {
  const api = useApiClient();
  const request = useMutation({
    mutationFn: (email: string) => requestPasswordReset(api, email),
  });
  return (
    <ForgotPasswordForm
      defaultEmail={defaultEmail}
      onSubmit={(email) => request.mutate(email)}
      onBack={() => onBack(request.variables ?? defaultEmail)}
      submitting={request.isPending}
      problem={request.isError ? resetProblemOf(request.error) : null}
      sent={request.isSuccess}
    />
  );
}
