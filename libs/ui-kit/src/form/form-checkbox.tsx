import { Checkbox, type CheckboxProps } from '../components/checkbox.tsx';
import { useBoundField } from './use-bound-field.ts';

export type FormCheckboxProps = Omit<CheckboxProps, 'checked' | 'label' | 'onChange'> & {
  label: string;
};

/** A `Checkbox` bound to a boolean form field. */
export function FormCheckbox({ label, disabled, name, ...props }: FormCheckboxProps) {
  const { field, locked } = useBoundField<boolean>(label);
  return (
    <Checkbox
      {...props}
      label={label}
      name={name ?? field.name}
      checked={field.state.value}
      onChange={(event) => field.handleChange(event.target.checked)}
      onBlur={field.handleBlur}
      disabled={disabled || locked}
    />
  );
}
