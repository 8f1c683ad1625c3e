import { useStore } from '@tanstack/react-form';
import { Button, type ButtonProps } from '../components/button.tsx';
import { useFormContext } from './form-contexts.ts';
import { useFormStatus } from './form-status.ts';

/** The form's submit button: a spinner while the form submits or the page's request runs. */
export function FormSubmitButton({ loading, ...props }: Omit<ButtonProps, 'type'>) {
  const form = useFormContext();
  const { submitting } = useFormStatus();
  const formSubmitting = useStore(form.store, (state) => state.isSubmitting);
  return <Button {...props} type="submit" loading={loading || submitting || formSubmitting} />;
}
