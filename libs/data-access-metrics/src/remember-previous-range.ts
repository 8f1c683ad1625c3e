import { useEffect } from 'react';
import type { DayRange } from './dashboard-subject.ts';
import { savedPreviousRangeKey, write, type SavedPrevious } from './saved-date-range.ts';

/**
 * Remembers the previous range the server compared `current` with
 * (docs/product-rules.md#dates-periods-and-ranges), so the next dashboard on the same days says
 * what it compares with before its figures arrive.
 * @param now - the time of the answer (ms)
 */
export function savePreviousRange(
  storage: Pick<Storage, 'setItem'>,
  current: DayRange,
  previous: DayRange,
  now: number,
): void {
  write(storage, savedPreviousRangeKey, {
    startDate: previous.startDate,
    endDate: previous.endDate,
    of: { startDate: current.startDate, endDate: current.endDate },
    savedAt: now,
  } satisfies SavedPrevious);
}

/**
 * Remembers each answer's previous range for `current` in local storage (720 minutes),
 * for {@link usePreviousRange} to show next time. Apart from it so a dashboard can do this
 * from a part that loads after its first screen.
 * @param answered - the previous range of the metrics answer, once it has arrived
 */
export function useRememberPreviousRange(current: DayRange, answered: DayRange | undefined): void {
  const { startDate, endDate } = current;
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
}
