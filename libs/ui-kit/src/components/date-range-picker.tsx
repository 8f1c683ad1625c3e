import { clsx } from 'clsx';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CalendarIcon } from '../icons/calendar-icon.tsx';
import { localToday } from './calendar-dates.ts';
import {
  dateRangePresets,
  presetRange,
  type DateRangePreset,
  type DateRangeValue,
} from './date-range-presets.ts';
import { focusRing } from './focus-ring.ts';
import { Select } from './select.tsx';
import { rangeText } from './range-text.ts';

// The panel and its calendar are fetched when the picker first opens: most visits use a preset,
// and the picker sits on the first load of `/` (docs/benchmarks.md budget).
const RangePanel = lazy(() =>
  import('./range-panel.tsx').then((module) => ({ default: module.RangePanel })),
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
        <Suspense fallback={null}>
          <RangePanel
            ref={panel}
            id={panelId}
            draft={draft}
            onDraftChange={setDraft}
            initialFocus={draft.start ?? today}
            min={min}
            max={max}
            onCancel={() => close(true)}
            onApply={apply}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
