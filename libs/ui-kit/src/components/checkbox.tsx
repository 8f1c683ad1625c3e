import { clsx } from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldMessage } from './field-message.tsx';
import { focusRing } from './focus-ring.ts';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & {
  label: ReactNode;
  /** What choosing it means, under the label; the box is described by it. */
  hint?: ReactNode;
};

/**
 * A labelled native checkbox: Space, the checked state and its announcement come with the
 * element; the label beside it toggles it too.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, id, className, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={clsx('flex items-start gap-2.5', className)}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        aria-describedby={hint != null ? messageId : undefined}
        className={clsx(
          'mt-0.5 size-4 shrink-0 accent-brand disabled:cursor-not-allowed disabled:opacity-55',
          focusRing,
        )}
        {...props}
      />
      <div className="min-w-0">
        <label htmlFor={inputId} className="block text-sm font-medium text-fg">
          {label}
        </label>
        <FieldMessage id={messageId} hint={hint} />
      </div>
    </div>
  );
});
