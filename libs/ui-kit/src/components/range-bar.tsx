import { formatDay } from '@salesdash/util-format';
import type { ReactNode } from 'react';
import { DateRangePicker } from './date-range-picker.tsx';
import type { DateRangeValue } from './date-range-presets.ts';

export type RangeBarProps = {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /**
   * The range the figures are compared with, once the API has said which
   * (docs/product-rules.md#dates-periods-and-ranges).
   */
  previous?: { startDate: string; endDate: string } | undefined;
  /** Today as `YYYY-MM-DD` for the picker's presets (tests and stories pin it). */
  today?: string;
  /** At the end of the bar (a download button). */
  actions?: ReactNode;
};

/**
 * The top of a dashboard: its date range picker and the range its figures are compared with,
 * announced politely when it changes.
 */
export function RangeBar({ value, onChange, previous, today, actions }: RangeBarProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <DateRangePicker label="Date range" value={value} onChange={onChange} today={today} />
      <p className="text-sm text-fg-muted" aria-live="polite">
        {previous
          ? `Compared with ${formatDay(previous.startDate)} – ${formatDay(previous.endDate)}`
          : null}
      </p>
      {actions}
    </div>
  );
}
