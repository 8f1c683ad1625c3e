/**
 * Quarters the period picker offers: 1 to 4.
 *
 * @example quarterOptions() // [1, 2, 3, 4]
 */
export function quarterOptions(): number[] {
  return [1, 2, 3, 4];
}
