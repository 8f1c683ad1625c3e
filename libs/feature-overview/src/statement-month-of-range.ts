/**
 * The calendar month (`YYYY-MM`) a dashboard's range shows, when it shows one: it starts on the
 * 1st and ends in the same month (the whole month, or the month so far). A month's statement
 * is compared with exactly that; any other range spans parts of several statements, and its
 * commission card says nothing of them.
 */
export function statementMonthOfRange(range: {
  startDate: string;
  endDate: string;
}): string | null {
  const month = range.startDate.slice(0, 7);
  if (!/^\d{4}-\d{2}-01$/.test(range.startDate)) return null;
  return range.endDate.startsWith(`${month}-`) ? month : null;
}
