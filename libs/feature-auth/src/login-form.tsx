import { Alert, Button, TextField } from '@salesdash/ui-kit';
import { useState, type FormEvent, type KeyboardEvent } from 'react';

export type LoginFormValues = { email: string; password: string };

export type LoginFormProps = {
  onSubmit: (values: LoginFormValues) => void;
  /** True while the sign-in request runs: the button shows a spinner and fields lock. */
  submitting?: boolean;
  /** Friendly message of the last failure. */
  error?: string | null;
  defaultEmail?: string;
  /** Shows "Forgot password?" under the password; the page switches to the reset request. */
  onForgotPassword?: (email: string) => void;
  /** The pointer is over "Forgot password?" or it has focus: a click may follow. */
  onForgotPasswordIntent?: () => void;
};

/** Email + password form of the login page; presentational, the page owns the request. */
export function LoginForm({
  onSubmit,
  submitting = false,
  error,
  defaultEmail = '',
  onForgotPassword,
  onForgotPasswordIntent,
}: LoginFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [capsLock, setCapsLock] = useState(false);
  const [touched, setTouched] = useState(false);

  const emailError = touched && email.trim() === '' ? 'Enter your email address.' : undefined;
  const passwordError = touched && password === '' ? 'Enter your password.' : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (email.trim() === '' || password === '') return;
    onSubmit({ email: email.trim(), password });
  };

  const trackCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    setCapsLock(event.getModifierState?.('CapsLock') ?? false);
  };

  return (
    <form noValidate aria-label="Sign in" onSubmit={handleSubmit} className="flex flex-col gap-4">
      {error ? (
        <Alert tone="error" title="Sign-in failed">
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
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onKeyDown={trackCapsLock}
        onKeyUp={trackCapsLock}
        onBlur={() => setCapsLock(false)}
        disabled={submitting}
        error={passwordError}
        hint={capsLock ? 'Caps Lock is on.' : undefined}
      />
      {onForgotPassword ? (
        <button
          type="button"
          onClick={() => onForgotPassword(email.trim())}
          onPointerEnter={onForgotPasswordIntent}
          onFocus={onForgotPasswordIntent}
          className="-mt-2 self-end rounded text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
        >
          Forgot password?
        </button>
      ) : null}
      <Button type="submit" loading={submitting} className="mt-2 w-full">
        {submitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
