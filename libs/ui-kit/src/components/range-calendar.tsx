import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeftIcon } from '../icons/chevron-left-icon.tsx';
import { ChevronRightIcon } from '../icons/chevron-right-icon.tsx';
import {
  addDays,
  addMonths,
  endOfMonth,
  isoWeekday,
  isoToDate,
  startOfMonth,
} from './calendar-dates.ts';
import { focusRing } from './focus-ring.ts';

export type RangeCalendarProps = {
  /** The chosen first day (`YYYY-MM-DD`), or null. */
  start: string | null;
  /** The chosen last day, or null while only the start is picked. */
  end: string | null;
  /** A click or Enter on a day: the new start (end null) or the completed range. */
  onChange: (start: string | null, end: string | null) => void;
  /** Day that has focus first and whose month shows first; defaults to `start`. */
  initialFocus?: string;
  /** Days before `min` or after `max` cannot be picked. */
  min?: string;
  max?: string;
  /** Focuses the tab-stop day on mount (a calendar that just opened in a popover). */
  autoFocus?: boolean;
  className?: string;
};

const monthTitle = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });
const weekdays = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

const keySteps: Record<string, (iso: string) => string> = {
  ArrowLeft: (iso) => addDays(iso, -1),
  ArrowRight: (iso) => addDays(iso, 1),
  ArrowUp: (iso) => addDays(iso, -7),
  ArrowDown: (iso) => addDays(iso, 7),
  Home: (iso) => addDays(iso, 1 - isoWeekday(iso)),
  End: (iso) => addDays(iso, 7 - isoWeekday(iso)),
  PageUp: (iso) => addMonths(iso, -1),
  PageDown: (iso) => addMonths(iso, 1),
};

/** The weeks (Monday first) of the month `iso` is in; null pads the days of other months. */
function monthWeeks(iso: string): (string | null)[][] {
  const first = startOfMonth(iso);
  const last = endOfMonth(iso);
  const cells: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let date = first; date <= last; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * A month grid for picking a date range (WAI-ARIA date picker grid): one tab stop, arrows move a
 * day or a week, Home/End to the week's ends, PageUp/PageDown a month, Enter or Space picks.
 * The first pick is the start, the second the end; a second pick before the start starts over
 * from it, so a range is never reversed.
 */
export function RangeCalendar({
  start,
  end,
  onChange,
  initialFocus,
  min,
  max,
  autoFocus = false,
  className,
}: RangeCalendarProps) {
  const titleId = useId();
  const clamp = (iso: string) => (min && iso < min ? min : max && iso > max ? max : iso);
  const [focused, setFocused] = useState(() =>
    clamp(initialFocus ?? start ?? max ?? min ?? startOfMonth(new Date().toISOString())),
  );
  const [month, setMonth] = useState(() => startOfMonth(focused));
  const moved = useRef(autoFocus);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    // Only after a key moved it (or on mount with autoFocus): a calendar must not steal focus.
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const focusDay = (iso: string) => {
    const next = clamp(iso);
    moved.current = true;
    setFocused(next);
    setMonth(startOfMonth(next));
  };

  const pick = (iso: string) => {
    if (start && !end && iso >= start) onChange(start, iso);
    else onChange(iso, null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    focusDay(step(focused));
  };

  const showMonth = (offset: number) => {
    const next = addMonths(month, offset);
    setMonth(next);
    // The tab stop follows into the month on show.
    setFocused(clamp(addMonths(focused, offset)));
  };

  const focusInMonth = focused.slice(0, 7) === month.slice(0, 7);
  const last = end ?? start;

  return (
    <div className={clsx('w-72 text-sm text-fg', className)}>
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label="Previous month"
          disabled={Boolean(min && startOfMonth(month) <= min)}
          onClick={() => showMonth(-1)}
          className={clsx(
            'rounded-md p-1.5 text-fg-muted hover:bg-surface-hover disabled:opacity-40',
            focusRing,
          )}
        >
          <ChevronLeftIcon />
        </button>
        <h3 id={titleId} aria-live="polite" className="font-semibold">
          {monthTitle.format(isoToDate(month))}
        </h3>
        <button
          type="button"
          aria-label="Next month"
          disabled={Boolean(max && endOfMonth(month) >= max)}
          onClick={() => showMonth(1)}
          className={clsx(
            'rounded-md p-1.5 text-fg-muted hover:bg-surface-hover disabled:opacity-40',
            focusRing,
          )}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="w-full border-collapse"
      >
        <thead>
          <tr>
            {weekdays.map(([short, long]) => (
              <th
                key={short}
                scope="col"
                abbr={long}
                className="h-8 text-xs font-medium text-fg-subtle"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((date, column) => {
                if (!date) return <td key={`pad-${column}`} />;
                const disabled = Boolean((min && date < min) || (max && date > max));
                const isEnd = date === start || date === last;
                const inRange = Boolean(start && last && date > start && date < last);
                const tabStop = focusInMonth ? date === focused : date === month;
                return (
                  <td
                    key={date}
                    aria-selected={isEnd || inRange}
                    className={clsx('p-0', inRange && 'bg-brand-soft')}
                  >
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={tabStop ? 0 : -1}
                      disabled={disabled}
                      aria-label={fullDate.format(isoToDate(date))}
                      // A day focused by pointer or Tab is where the arrows start from.
                      onFocus={() => setFocused(date)}
                      onClick={() => pick(date)}
                      className={clsx(
                        'flex size-9 w-full items-center justify-center rounded-md tabular-nums disabled:cursor-not-allowed disabled:text-fg-subtle disabled:opacity-50',
                        isEnd ? 'bg-brand font-semibold text-brand-fg' : 'hover:bg-surface-hover',
                        focusRing,
                      )}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
