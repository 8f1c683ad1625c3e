import { isIsoDate } from '@salesdash/api-contract';
import { dateRangePresets, type DateRangePreset } from '@salesdash/ui-kit';

/** The search params of a dashboard route: the range it shows, so a link reopens it. */
export type DashboardRangeSearch = {
  startDate?: string;
  endDate?: string;
  preset?: DateRangePreset;
};

const presets: ReadonlySet<string> = new Set(dateRangePresets.map((preset) => preset.value));

/**
 * `validateSearch` of the dashboard routes: a range of two real days in order, with the preset
 * it came from (`custom` when unknown). Anything else is dropped, and the page falls back to the
 * saved or the default range rather than failing.
 */
export function dashboardRangeSearch(search: Record<string, unknown>): DashboardRangeSearch {
  const { startDate, endDate, preset } = search;
  if (
    typeof startDate !== 'string' ||
    typeof endDate !== 'string' ||
    !isIsoDate(startDate) ||
    !isIsoDate(endDate) ||
    endDate < startDate
  ) {
    return {};
  }
  return {
    startDate,
    endDate,
    preset:
      typeof preset === 'string' && presets.has(preset) ? (preset as DateRangePreset) : 'custom',
  };
}
