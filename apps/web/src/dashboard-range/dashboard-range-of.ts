import { readSavedDateRange } from '@salesdash/data-access-metrics';
import { localToday, presetRange, type DateRangeValue } from '@salesdash/ui-kit';
import { dashboardRangeSearch, type DashboardRangeSearch } from './dashboard-range-search.ts';

/**
 * The range a dashboard shows: the URL's when it has one (a shared link reopens the same days),
 * else the range saved in the last 360 minutes, else this month. One rule for the
 * route's loader and its page, so both ask for the same days.
 * @param search - the route's validated search
 */
export function dashboardRangeOf(search: DashboardRangeSearch): DateRangeValue {
  if (search.startDate && search.endDate) {
    return {
      startDate: search.startDate,
      endDate: search.endDate,
      preset: search.preset ?? 'custom',
    };
  }
  const saved = readSavedDateRange(localStorage, Date.now());
  // The browser's today: the range takes its timezone offset from the browser.
  return (
    (saved && { ...saved, preset: dashboardRangeSearch(saved).preset ?? 'custom' }) ??
    (presetRange('thisMonth', localToday()) as DateRangeValue)
  );
}
