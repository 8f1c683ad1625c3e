import { clsx } from 'clsx';

export type ProgressBarProps = {
  /** The accessible name, e.g. "Import progress". */
  label: string;
  value: number;
  max: number;
  /** What screen readers say instead of a bare percentage, e.g. "300 of 1,000 rows". */
  valueText?: string;
  className?: string;
};

/** How far a long task got: a bar with its value announced to assistive technology. */
export function ProgressBar({ label, value, max, valueText, className }: ProgressBarProps) {
  const fraction = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={valueText}
      className={clsx('h-2 w-full overflow-hidden rounded-full bg-surface-muted', className)}
    >
      <div
        className="h-full rounded-full bg-brand transition-[width] duration-500"
        style={{ width: `${fraction * 100}%` }}
      />
    </div>
  );
}
