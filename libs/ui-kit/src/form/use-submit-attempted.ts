import { useStore } from '@tanstack/react-form';
import { useFormContext } from './form-contexts.ts';

/**
 * Whether the form around the caller was submitted at least once: rules that show as hints
 * while typing become errors from then on.
 */
export function useSubmitAttempted(): boolean {
  const form = useFormContext();
  return useStore(form.store, (state) => state.submissionAttempts > 0);
}
