import { clsx } from 'clsx';
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeIcon } from '../icons/eye-icon.tsx';
import { EyeOffIcon } from '../icons/eye-off-icon.tsx';
import { FieldMessage } from './field-message.tsx';
import { focusRing } from './focus-ring.ts';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: ReactNode;
  error?: ReactNode;
  /** Help under the field (replaced by the error when there is one). */
  hint?: ReactNode;
  hideLabel?: boolean;
};

/**
 * Labelled text input. With type="password" it adds a show/hide toggle, which keeps the field a
 * password field for autofill while letting users check what they typed.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel = false, id, type = 'text', className, disabled, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const hasMessage = (error != null && error !== '') || hint != null;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={clsx('mb-1.5 block text-sm font-medium text-fg', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={hasMessage ? messageId : undefined}
          className={clsx(
            'h-10 w-full rounded-md border bg-surface px-3 text-sm text-fg placeholder:text-fg-subtle',
            'disabled:cursor-not-allowed disabled:opacity-55',
            error ? 'border-negative' : 'border-border-strong',
            isPassword && 'pr-10',
            focusRing,
          )}
          {...props}
        />
        {isPassword ? (
          <button
            type="button"
            disabled={disabled}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed((value) => !value)}
            className={clsx(
              'absolute right-1 top-1/2 flex size-8 -translate-y-1/2 items-center justify-center rounded text-fg-muted hover:text-fg',
              focusRing,
            )}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
});
