import { addDays, addMonths, endOfMonth, startOfMonth, startOfQuarter } from './calendar-dates.ts';

/** The picker's presets; `thisMonth` is the default range. */
export type DateRangePreset =
  | 'thisMonth'
  | 'lastMonth'
  | 'thisQuarter'
  | 'lastQuarter'
  | 'thisYear'
  | 'last30Days'
  | 'last90Days'
  | 'custom';

/** A chosen range: both ends inclusive, `YYYY-MM-DD`, and the preset it came from. */
export type DateRangeValue = { startDate: string; endDate: string; preset: DateRangePreset };

/** The presets in the order the picker lists them, with their labels. */
export const dateRangePresets: readonly { value: DateRangePreset; label: string }[] = [
  { value: 'thisMonth', label: 'This month' },
  { value: 'lastMonth', label: 'Last month' },
  { value: 'thisQuarter', label: 'This quarter' },
  { value: 'lastQuarter', label: 'Last quarter' },
  { value: 'thisYear', label: 'This year' },
  { value: 'last30Days', label: 'Last 30 days' },
  { value: 'last90Days', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom range' },
];

/**
 * The days a preset covers on `today` (`YYYY-MM-DD`): whole calendar months, quarters and the
 * year, or the last 30/90 days ending today. `custom` has no range of its own: null.
 */
export function presetRange(preset: DateRangePreset, today: string): DateRangeValue | null {
  const range = (startDate: string, endDate: string): DateRangeValue => ({
    startDate,
    endDate,
    preset,
  });
  switch (preset) {
    case 'thisMonth':
      return range(startOfMonth(today), endOfMonth(today));
    case 'lastMonth': {
      const start = addMonths(startOfMonth(today), -1);
      return range(start, endOfMonth(start));
    }
    case 'thisQuarter': {
      const start = startOfQuarter(today);
      return range(start, endOfMonth(addMonths(start, 2)));
    }
    case 'lastQuarter': {
      const start = addMonths(startOfQuarter(today), -3);
      return range(start, endOfMonth(addMonths(start, 2)));
    }
    case 'thisYear':
      return range(`${today.slice(0, 4)}-01-01`, `${today.slice(0, 4)}-12-31`);
    case 'last30Days':
      return range(addDays(today, -29), today);
    case 'last90Days':
      return range(addDays(today, -89), today);
    case 'custom':
      return null;
  }
}
