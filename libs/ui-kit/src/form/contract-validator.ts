import { fieldErrorsOf } from './form-problems.ts';

/** What a zod `safeParse` answers, as far as a form needs it. */
type Checked = {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | undefined;
};

/**
 * A form validator from the contract: `check` builds the request from the form's values and
 * parses it with api-contract's schema; each problem shows under its field, worded with its
 * label. Use as `validators: { onDynamic: contractValidator(check, labels) }`.
 * @param check - the form's values to the schema's `safeParse` answer
 * @param labels - each field's label, as the form shows it
 */
export function contractValidator<V, F extends string>(
  check: (value: V) => Checked,
  labels: Readonly<Record<F, string>>,
) {
  return ({ value }: { value: V }) => {
    const checked = check(value);
    return checked.success || !checked.error
      ? undefined
      : { fields: fieldErrorsOf(checked.error.issues, labels) };
  };
}
