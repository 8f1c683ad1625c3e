const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `value` is a real calendar date written exactly `YYYY-MM-DD` (no `2026-02-30`, no
 * `2026-1-1`, no timestamp). The same rule as {@link parseIsoDate}, without luxon, so schemas and
 * screens that only check dates stay light.
 *
 * @param value - The text to check.
 * @example isIsoDate('2024-02-29') // true
 * @example isIsoDate('2023-02-29') // false
 */
export function isIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear puts them back.
  date.setUTCFullYear(year);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
