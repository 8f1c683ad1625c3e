/** The day ranges the log's period filter offers. */
export const auditPeriods = [
  { value: 'all', label: 'All time' },
  { value: 'today', label: 'Today' },
  { value: 'last-7-days', label: 'Last 7 days' },
  { value: 'last-30-days', label: 'Last 30 days' },
  { value: 'this-year', label: 'This year' },
] as const;
export type AuditPeriod = (typeof auditPeriods)[number]['value'];

const dayBefore = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/**
 * The days of a period ending `today` (both `YYYY-MM-DD`, inclusive), or null for all time. The
 * server reads them as its organization's calendar days.
 */
export function auditPeriodRange(
  period: AuditPeriod,
  today: string,
): { startDate: string; endDate: string } | null {
  switch (period) {
    case 'all':
      return null;
    case 'today':
      return { startDate: today, endDate: today };
    case 'last-7-days':
      return { startDate: dayBefore(today, 6), endDate: today };
    case 'last-30-days':
      return { startDate: dayBefore(today, 29), endDate: today };
    case 'this-year':
      return { startDate: `${today.slice(0, 4)}-01-01`, endDate: today };
  }
}
