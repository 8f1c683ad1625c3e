import { TextField, type TextFieldProps } from '../components/text-field.tsx';
import { useBoundField } from './use-bound-field.ts';

export type FormTextFieldProps = Omit<TextFieldProps, 'value' | 'label'> & {
  label: string;
  /** The field's name in its messages when not its label ("Amount" for "Amount (USD)"). */
  errorLabel?: string;
};

/** A `TextField` bound to its form field (`<form.AppField name="…">{(f) => <f.TextField />}`). */
export function FormTextField({
  label,
  errorLabel = label,
  error,
  disabled,
  name,
  ...props
}: FormTextFieldProps) {
  const { field, locked, error: shown } = useBoundField<string>(errorLabel);
  return (
    <TextField
      {...props}
      label={label}
      name={name ?? field.name}
      value={field.state.value}
      onChange={(event) => {
        field.handleChange(event.target.value);
        props.onChange?.(event);
      }}
      onBlur={(event) => {
        field.handleBlur();
        props.onBlur?.(event);
      }}
      disabled={disabled || locked}
      error={error ?? shown}
    />
  );
}
