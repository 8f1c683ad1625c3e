import { useStore } from '@tanstack/react-form';
import { fieldErrorText } from './field-error-text.ts';
import { useFieldContext } from './form-contexts.ts';
import { useFormStatus } from './form-status.ts';

/**
 * What a bound field shows: its value and handlers, locked while the form submits (its own
 * submit or the page's request), and its error: the form's validation first, else a problem the
 * server named for it (`Label: message`).
 * @param label - the field's label, which words its errors
 */
export function useBoundField<T>(label: string) {
  const field = useFieldContext<T>();
  const { submitting, problem } = useFormStatus();
  const formSubmitting = useStore(field.form.store, (state) => state.isSubmitting);
  const errors = useStore(field.store, (state) => state.meta.errors);
  const validation = fieldErrorText(errors, label);
  return {
    field,
    locked: submitting || formSubmitting,
    error:
      validation ?? (problem?.field === field.name ? `${label}: ${problem.message}` : undefined),
  };
}
