import { useEffect, useMemo } from 'react';
import type { DayRange } from './dashboard-subject.ts';
import { readSavedPreviousRange, savePreviousRange } from './saved-previous-range.ts';

/**
 * The range a dashboard of `current` compares with: the server's answer once it is in (and then
 * remembered in local storage for 720 minutes, spec §4/§9), before that the one remembered for
 * the same days, so "Compared with …" is on screen with the first paint.
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
  const previousStart = answered?.startDate;
  const previousEnd = answered?.endDate;
  useEffect(() => {
    if (previousStart === undefined || previousEnd === undefined) return;
    savePreviousRange(
      localStorage,
      { startDate, endDate },
      { startDate: previousStart, endDate: previousEnd },
      Date.now(),
    );
  }, [startDate, endDate, previousStart, previousEnd]);
  return answered ?? remembered ?? undefined;
}
