import type { DayRange } from '@salesdash/data-access-metrics';
import { localToday } from '@salesdash/ui-kit';

/**
 * A new adjustment's date: today, or the range's last day when the whole range is in the past.
 * Not the range's last day always: "This month" ends on the 30th, and a bonus dated then would
 * wait in the future.
 */
export function newAdjustmentDate(range: DayRange, today: string = localToday()): string {
  return range.endDate < today ? range.endDate : today;
}
