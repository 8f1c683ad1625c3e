import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { focusRing } from './focus-ring.ts';

export type FilterChipOption = {
  value: string;
  label: ReactNode;
};

export type FilterChipsProps = {
  /** Accessible name of the group, e.g. "Status". */
  label: string;
  options: readonly FilterChipOption[];
  /** Values switched on; none means no filter. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  className?: string;
};

/** Toggle buttons (aria-pressed) that narrow a list, e.g. by status; several may be on. */
export function FilterChips({ label, options, selected, onChange, className }: FilterChipsProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className={clsx('flex flex-wrap items-center gap-1.5', className)}
    >
      {options.map((option) => {
        const pressed = selected.includes(option.value);
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() =>
              onChange(
                pressed
                  ? selected.filter((value) => value !== option.value)
                  : // In the options' order, so the same filter always gives the same request.
                    options
                      .map((o) => o.value)
                      .filter((value) => value === option.value || selected.includes(value)),
              )
            }
            className={clsx(
              'h-7 rounded-full border px-3 text-xs font-medium transition-colors',
              pressed
                ? 'border-brand bg-brand-soft text-fg'
                : 'border-border-strong bg-surface text-fg-muted hover:bg-surface-hover hover:text-fg',
              focusRing,
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
