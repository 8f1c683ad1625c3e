import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Checkbox } from './checkbox.tsx';
import { FieldMessage } from './field-message.tsx';

export type CheckboxGroupOption<T extends string> = {
  value: T;
  label: ReactNode;
  /** What choosing it means, in one line under its label. */
  hint?: ReactNode;
};

export type CheckboxGroupProps<T extends string> = {
  /** The group's legend and accessible name. */
  label: string;
  options: readonly CheckboxGroupOption<T>[];
  /** The chosen values, in the options' order. */
  value: readonly T[];
  onChange: (value: T[]) => void;
  onBlur?: () => void;
  /** What is wrong with the choice (e.g. none chosen); the group is described by it. */
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  className?: string;
};

/**
 * Several labelled checkboxes choosing a set of values: a fieldset whose legend names it, each
 * box with its one-line hint, the group's error under it. The chosen values keep the options'
 * order whatever the clicking order.
 */
export function CheckboxGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
  required = false,
  className,
}: CheckboxGroupProps<T>) {
  const messageId = useId();
  const hasError = error != null && error !== false && error !== '';
  const toggle = (option: T, checked: boolean) =>
    onChange(
      options
        .map((item) => item.value)
        .filter((item) => (item === option ? checked : value.includes(item))),
    );
  return (
    <fieldset
      className={clsx('min-w-0', className)}
      aria-describedby={hasError ? messageId : undefined}
      aria-invalid={hasError || undefined}
      disabled={disabled}
    >
      <legend className="mb-2 text-sm font-medium text-fg">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-negative">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="space-y-3">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            hint={option.hint}
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={onBlur}
          />
        ))}
      </div>
      <FieldMessage id={messageId} error={error} />
    </fieldset>
  );
}
