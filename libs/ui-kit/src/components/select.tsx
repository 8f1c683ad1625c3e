import { clsx } from 'clsx';
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../icons/chevron-down-icon.tsx';
import { FieldMessage } from './field-message.tsx';
import { focusRing } from './focus-ring.ts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'size'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** First, empty option (e.g. "All products"). */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** Keeps the label for screen readers only (compact toolbars). */
  hideLabel?: boolean;
  size?: 'sm' | 'md';
};

/** A styled native select: keyboard, mobile and screen-reader behaviour for free. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, hint, hideLabel = false, size = 'md', id, className, ...props },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const messageId = `${selectId}-message`;
  const hasMessage = (error != null && error !== '') || hint != null;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={clsx('mb-1.5 block text-sm font-medium text-fg', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={hasMessage ? messageId : undefined}
          className={clsx(
            'w-full appearance-none rounded-md border bg-surface pl-3 pr-9 text-fg',
            'disabled:cursor-not-allowed disabled:opacity-55',
            size === 'sm' ? 'h-8 text-sm' : 'h-10 text-sm',
            error ? 'border-negative' : 'border-border-strong',
            focusRing,
          )}
          {...props}
        >
          {placeholder != null ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-fg-muted" />
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
});
