/** What went wrong, in words fit to store or show: an error's message, cut to `maxLength`. */
export function errorMessage(error: unknown, maxLength = 500): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, maxLength);
}
