/**
 * Weeks the period picker offers: 1 to 4 (spec §5).
 *
 * @example weekOptions() // [1, 2, 3, 4]
 */
export function weekOptions(): number[] {
  return [1, 2, 3, 4];
}
