import { clsx } from 'clsx';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CalendarIcon } from '../icons/calendar-icon.tsx';
import { Button } from './button.tsx';
import { isoToDate, localToday } from './calendar-dates.ts';
import {
  dateRangePresets,
  presetRange,
  type DateRangePreset,
  type DateRangeValue,
} from './date-range-presets.ts';
import { focusRing } from './focus-ring.ts';
import { Select } from './select.tsx';
import { Skeleton } from './skeleton.tsx';

// The calendar is fetched when the picker first opens: most visits use a preset, and the picker
// sits on the first load of `/` (docs/benchmarks.md budget).
const RangeCalendar = lazy(() =>
  import('./range-calendar.tsx').then((module) => ({ default: module.RangeCalendar })),
);

export type DateRangePickerProps = {
  /** The applied range (controlled). */
  value: DateRangeValue;
  /** A preset picked, or a custom range applied; never a reversed or half range. */
  onChange: (value: DateRangeValue) => void;
  /** Today as `YYYY-MM-DD`; defaults to the browser's date. Presets are computed from it. */
  today?: string;
  /** Days outside `min`..`max` cannot be picked in the calendar. */
  min?: string;
  max?: string;
  /** Accessible name of the preset select. */
  label?: string;
  className?: string;
};

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 1, 2026 – Mar 31, 2026' (Intl's own range format: 'Mar 1 – 31, 2026'). */
function rangeText(startDate: string, endDate: string): string {
  return shortDate.formatRange(isoToDate(startDate), isoToDate(endDate));
}

/**
 * The dashboard's date range: a preset select (this month by default, last month, this and last
 * quarter, this year, last 30/90 days, custom) and a button that opens a range calendar for a
 * custom range. Controlled; persisting the range and putting it in the URL is the caller's job.
 */
export function DateRangePicker({
  value,
  onChange,
  today: todayProp,
  min,
  max,
  label = 'Date range',
  className,
}: DateRangePickerProps) {
  const today = todayProp ?? localToday();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<{ start: string | null; end: string | null }>({
    start: null,
    end: null,
  });
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const openCalendar = () => {
    setDraft({ start: value.startDate, end: value.endDate });
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const pickPreset = (preset: DateRangePreset) => {
    const range = presetRange(preset, today);
    if (range) {
      setOpen(false);
      onChange(range);
    } else {
      openCalendar();
    }
  };

  const apply = () => {
    if (!draft.start || !draft.end) return;
    onChange({ startDate: draft.start, endDate: draft.end, preset: 'custom' });
    close(true);
  };

  return (
    <div className={clsx('relative inline-flex items-end gap-2', className)}>
      <Select
        label={label}
        hideLabel
        size="sm"
        options={dateRangePresets}
        value={value.preset}
        onChange={(event) => pickPreset(event.target.value as DateRangePreset)}
      />
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`Choose dates, ${rangeText(value.startDate, value.endDate)}`}
        onClick={() => (open ? close(false) : openCalendar())}
        className={clsx(
          'inline-flex h-8 items-center gap-2 rounded-md border border-border-strong bg-surface px-3 text-sm text-fg hover:bg-surface-hover',
          focusRing,
        )}
      >
        <CalendarIcon className="text-fg-muted" />
        <span className="tabular-nums">{rangeText(value.startDate, value.endDate)}</span>
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label="Choose a date range"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close(true);
            }
          }}
          className="absolute right-0 top-full z-30 mt-2 rounded-lg border border-border bg-surface p-3 shadow-lg"
        >
          <Suspense fallback={<Skeleton shape="block" width={288} height={280} />}>
            <RangeCalendar
              start={draft.start}
              end={draft.end}
              onChange={(start, end) => setDraft({ start, end })}
              initialFocus={draft.start ?? today}
              min={min}
              max={max}
              autoFocus
            />
          </Suspense>
          <p aria-live="polite" className="mt-2 min-h-5 text-xs text-fg-muted">
            {draft.start && draft.end
              ? rangeText(draft.start, draft.end)
              : draft.start
                ? 'Now pick the last day'
                : 'Pick the first day'}
          </p>
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => close(true)}>
              Cancel
            </Button>
            <Button size="sm" disabled={!draft.start || !draft.end} onClick={apply}>
              Apply
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
