import { shortMonthNames } from '@salesdash/util-format';

// Intl's en-US range format puts thin spaces (U+2009) around its en dash.
const dash = '\u2009–\u2009';

/**
 * A date range as Intl's en-US `formatRange` writes it with short months ('Mar 1 – 31, 2026',
 * 'Mar 1 – Apr 2, 2026', 'Dec 1, 2025 – Jan 2, 2026', 'Mar 1, 2026'), without Intl: the picker
 * shows it in the first paint, where Intl's first use costs about 20 ms (`shortMonthNames`).
 * @param startDate - `YYYY-MM-DD`
 * @param endDate - `YYYY-MM-DD`, not before `startDate`
 */
export function rangeText(startDate: string, endDate: string): string {
  const [startYear, startMonth, startDay] = startDate.split('-').map(Number) as number[];
  const [endYear, endMonth, endDay] = endDate.split('-').map(Number) as number[];
  const start = `${shortMonthNames[(startMonth ?? 1) - 1]} ${startDay}`;
  const end = `${shortMonthNames[(endMonth ?? 1) - 1]} ${endDay}`;
  if (startYear !== endYear) return `${start}, ${startYear}${dash}${end}, ${endYear}`;
  if (startMonth !== endMonth) return `${start}${dash}${end}, ${endYear}`;
  if (startDay !== endDay) return `${start}${dash}${endDay}, ${endYear}`;
  return `${start}, ${startYear}`;
}
