/**
 * The first problem of a field as the sentence under it: a validator's string as it is, a
 * schema issue's message after the field's label when it is written to follow it ("must be a
 * dollar amount"), as api-contract's messages are; others ("Invalid email address") stand alone.
 * @param errors - the field's errors (strings, or Standard Schema issues with a `message`)
 * @param label - the field's label, as the form shows it
 */
export function fieldErrorText(errors: readonly unknown[], label: string): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error !== '') return error;
    if (typeof error === 'object' && error !== null && 'message' in error) {
      const message = String(error.message);
      return /^[a-z]/.test(message) ? `${label} ${message}` : message;
    }
  }
  return undefined;
}
