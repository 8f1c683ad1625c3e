/** One problem a schema found, as zod reports it. */
type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * The first problem of each field as a sentence under it: the contract's messages are written
 * to follow the field's name ("Amount must be …"), others ("Invalid email address") stand alone.
 * @param labels - each field's label, as the form shows it
 */
export function fieldErrorsOf<F extends string>(
  issues: readonly Issue[],
  labels: Readonly<Record<F, string>>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as F;
    if (!(field in labels) || errors[field] !== undefined) continue;
    const { message } = issue;
    errors[field] = /^[a-z]/.test(message) ? `${labels[field]} ${message}` : message;
  }
  return errors;
}

/**
 * A problem the server named (data-access-api's `problemOf`): under its field when the form has
 * one, else above the form.
 */
export type FormProblem = { field?: string | undefined; message: string };

/**
 * The form's own errors with the server's problem folded in: what to show under each field, and
 * what to show above the form (a problem naming no field of it).
 */
export function formProblems<F extends string>(
  errors: Partial<Record<F, string>>,
  problem: FormProblem | null | undefined,
  labels: Readonly<Record<F, string>>,
): { errorOf: (field: F) => string | undefined; formProblem: string | null } {
  const named = problem?.field !== undefined && problem.field in labels;
  return {
    errorOf: (field) =>
      errors[field] ??
      (problem && named && problem.field === field
        ? `${labels[field]}: ${problem.message}`
        : undefined),
    formProblem: problem && !named ? problem.message : null,
  };
}
