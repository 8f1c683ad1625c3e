/**
 * Throws a RangeError naming the field when `value` is not an integer in `[min, max]`, so a bad
 * setting read from storage or a query string fails loudly instead of producing a wrong range.
 * Internal: not exported from the package.
 */
export function assertPeriodField(field: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(
      `Invalid period ${field}: expected an integer from ${min} to ${max}, got ${String(value)}`,
    );
  }
}
