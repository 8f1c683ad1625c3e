import { useMemo, type FormHTMLAttributes } from 'react';
import { useFormContext } from './form-contexts.ts';
import type { FormProblem } from './form-problems.ts';
import { FormStatusContext } from './form-status.ts';

export type FormFrameProps = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> & {
  /** The page's request runs: every field locks, the submit button spins. */
  submitting?: boolean;
  /** What the server refused: under the field it names (the form's own errors first). */
  problem?: FormProblem | null;
};

/**
 * The `<form>` of a kit form: submits through the form (its validators, then its `onSubmit`),
 * with the browser's own validation off (the contract's schemas say what is wrong), and tells
 * its fields the page's status.
 */
export function FormFrame({
  submitting = false,
  problem = null,
  children,
  ...props
}: FormFrameProps) {
  const form = useFormContext();
  const status = useMemo(() => ({ submitting, problem }), [submitting, problem]);
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <FormStatusContext.Provider value={status}>{children}</FormStatusContext.Provider>
    </form>
  );
}
