import { forwardRef, lazy, Suspense } from 'react';
import { Button } from './button.tsx';
import { rangeText } from './range-text.ts';
import { Skeleton } from './skeleton.tsx';

const RangeCalendar = lazy(() =>
  import('./range-calendar.tsx').then((module) => ({ default: module.RangeCalendar })),
);

/** The days picked so far in the panel; applied only with Apply. */
export type RangeDraft = { start: string | null; end: string | null };

export type RangePanelProps = {
  id: string;
  draft: RangeDraft;
  onDraftChange: (draft: RangeDraft) => void;
  /** The day the calendar opens on and focuses. */
  initialFocus: string;
  min?: string;
  max?: string;
  onCancel: () => void;
  onApply: () => void;
};

/**
 * The date range picker's custom-range panel: a range calendar, what is picked so far, Cancel
 * and Apply. Escape cancels. Part of {@link DateRangePicker}, in its own chunk.
 */
export const RangePanel = forwardRef<HTMLDivElement, RangePanelProps>(function RangePanel(
  { id, draft, onDraftChange, initialFocus, min, max, onCancel, onApply },
  ref,
) {
  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-label="Choose a date range"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
      className="absolute right-0 top-full z-30 mt-2 rounded-lg border border-border bg-surface p-3 shadow-lg"
    >
      <Suspense fallback={<Skeleton shape="block" width={288} height={280} />}>
        <RangeCalendar
          start={draft.start}
          end={draft.end}
          onChange={(start, end) => onDraftChange({ start, end })}
          initialFocus={initialFocus}
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
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" disabled={!draft.start || !draft.end} onClick={onApply}>
          Apply
        </Button>
      </div>
    </div>
  );
});
