import { saveDateRange } from '@salesdash/data-access-metrics';
import type { DateRangeValue } from '@salesdash/ui-kit';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { dashboardRangeOf } from './dashboard-range-of.ts';
import { dashboardRangeSearch } from './dashboard-range-search.ts';

/**
 * The range of the current dashboard route (`dashboardRangeOf`). A change is saved and pushed to
 * the URL, so back and forward step through ranges.
 */
export function useDashboardRange(): [DateRangeValue, (range: DateRangeValue) => void] {
  const range = dashboardRangeOf(dashboardRangeSearch(useSearch({ strict: false })));
  const navigate = useNavigate();
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
