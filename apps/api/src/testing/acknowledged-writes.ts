/**
 * The writes the server acknowledged that are not there: every id answered 201 must be found
 * after a crash and restart. Empty when the server never acknowledged before committing.
 */
export function missingAcknowledged(
  acknowledged: readonly number[],
  found: readonly number[],
): number[] {
  const present = new Set(found);
  return acknowledged.filter((id) => !present.has(id)).sort((a, b) => a - b);
}
