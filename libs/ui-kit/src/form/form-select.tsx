import { Select, type SelectProps } from '../components/select.tsx';
import { useBoundField } from './use-bound-field.ts';

export type FormSelectProps = Omit<SelectProps, 'value' | 'label' | 'onChange'> & { label: string };

/** A `Select` bound to its form field. */
export function FormSelect({ label, error, disabled, name, ...props }: FormSelectProps) {
  const { field, locked, error: shown } = useBoundField<string>(label);
  return (
    <Select
      {...props}
      label={label}
      name={name ?? field.name}
      value={field.state.value}
      onChange={(event) => field.handleChange(event.target.value)}
      onBlur={field.handleBlur}
      disabled={disabled || locked}
      error={error ?? shown}
    />
  );
}
