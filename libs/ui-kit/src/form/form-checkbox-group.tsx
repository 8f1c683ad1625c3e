import { CheckboxGroup, type CheckboxGroupProps } from '../components/checkbox-group.tsx';
import { useBoundField } from './use-bound-field.ts';

export type FormCheckboxGroupProps<T extends string> = Omit<
  CheckboxGroupProps<T>,
  'value' | 'onChange' | 'onBlur'
>;

/** A `CheckboxGroup` bound to a form field holding the chosen values (a string array). */
export function FormCheckboxGroup<T extends string>({
  label,
  error,
  disabled,
  ...props
}: FormCheckboxGroupProps<T>) {
  const { field, locked, error: shown } = useBoundField<T[]>(label);
  return (
    <CheckboxGroup
      {...props}
      label={label}
      value={field.state.value}
      onChange={(value) => field.handleChange(value)}
      onBlur={field.handleBlur}
      disabled={disabled || locked}
      error={error ?? shown}
    />
  );
}
