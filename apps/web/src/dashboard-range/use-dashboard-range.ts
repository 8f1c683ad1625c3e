import { readSavedDateRange, saveDateRange } from '@salesdash/data-access-metrics';
import { localToday, presetRange, type DateRangeValue } from '@salesdash/ui-kit';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { dashboardRangeSearch } from './dashboard-range-search.ts';

/**
 * The range of the current dashboard route: the URL's when it has one (a shared link reopens the
 * same days), else the range saved in the last 360 minutes, else this month (spec §4). A change
 * is saved and pushed to the URL, so back and forward step through ranges.
 */
export function useDashboardRange(): [DateRangeValue, (range: DateRangeValue) => void] {
  const search = dashboardRangeSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  let range: DateRangeValue;
  if (search.startDate && search.endDate) {
    range = {
      startDate: search.startDate,
      endDate: search.endDate,
      preset: search.preset ?? 'custom',
    };
  } else {
    const saved = readSavedDateRange(localStorage, Date.now());
    // The browser's today: spec §9 takes the timezone offset from the browser.
    range =
      (saved && { ...saved, preset: dashboardRangeSearch(saved).preset ?? 'custom' }) ??
      (presetRange('thisMonth', localToday()) as DateRangeValue);
  }
  const change = useCallback(
    (next: DateRangeValue) => {
      saveDateRange(localStorage, next, Date.now());
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({
          ...previous,
          startDate: next.startDate,
          endDate: next.endDate,
          preset: next.preset,
        }),
      });
    },
    [navigate],
  );
  return [range, change];
}
