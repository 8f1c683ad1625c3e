import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { focusRing } from './focus-ring.ts';
import { useRovingSelection } from './use-roving-selection.ts';

export type SegmentedOption<T extends string> = {
  value: T;
  label: ReactNode;
  /** Accessible name when `label` is only an icon. */
  ariaLabel?: string;
  icon?: ReactNode;
  disabled?: boolean;
};

export type SegmentedControlProps<T extends string> = {
  /** Accessible name of the group (e.g. "Chart type"). */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  size?: 'sm' | 'md';
  disabled?: boolean;
  className?: string;
};

/** Pick exactly one of a few options (radiogroup): line/bar, monthly/quarterly, light/dark… */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  size = 'md',
  disabled = false,
  className,
}: SegmentedControlProps<T>) {
  const effective = disabled ? options.map((option) => ({ ...option, disabled: true })) : options;
  const { itemProps } = useRovingSelection(effective, value, onChange);
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={clsx('inline-flex rounded-md border border-border bg-surface-muted p-0.5', className)}
    >
      {effective.map((option, index) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={option.ariaLabel}
            // Icon-only options get a tooltip so mouse users can tell them apart too.
            title={option.label == null ? option.ariaLabel : undefined}
            disabled={option.disabled}
            onClick={() => {
              if (!checked) onChange(option.value);
            }}
            {...itemProps(index)}
            className={clsx(
              'inline-flex items-center justify-center gap-1.5 rounded font-medium transition-colors',
              'disabled:cursor-not-allowed disabled:opacity-55',
              size === 'sm' ? 'h-7 px-2.5 text-xs' : 'h-8 px-3 text-sm',
              checked ? 'bg-surface text-fg shadow-xs' : 'text-fg-muted hover:text-fg',
              focusRing,
            )}
          >
            {option.icon}
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
