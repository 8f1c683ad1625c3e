import { useMemo } from 'react';
import type { DayRange } from './dashboard-subject.ts';
import { readSavedPreviousRange } from './saved-date-range.ts';

/**
 * The range a dashboard of `current` compares with: the server's answer once it is in, before
 * that the one remembered for the same days (`useRememberPreviousRange`), so "Compared with …"
 * is on screen with the first paint.
 * @param answered - the previous range of the metrics answer, when it has arrived
 */
export function usePreviousRange(
  current: DayRange,
  answered: DayRange | undefined,
): DayRange | undefined {
  const { startDate, endDate } = current;
  const remembered = useMemo(
    () => readSavedPreviousRange(localStorage, { startDate, endDate }, Date.now()),
    [startDate, endDate],
  );
  return answered ?? remembered ?? undefined;
}
