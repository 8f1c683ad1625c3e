const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/**
 * Formats a commission-history month (`YYYY-MM`) as year plus short English month name.
 *
 * @throws Error `Invalid month (expected YYYY-MM): "<value>"` for anything else.
 * @example formatMonthLabel('2026-03') // '2026 Mar'
 */
export function formatMonthLabel(month: string): string {
  const match = monthPattern.exec(month);
  if (!match) throw new Error(`Invalid month (expected YYYY-MM): "${month}"`);
  const [, year, monthNumber] = match;
  // Any year serves to name the month; 2000 avoids Date.UTC's two-digit-year quirk.
  return `${year} ${shortMonth.format(Date.UTC(2000, Number(monthNumber) - 1, 15))}`;
}
