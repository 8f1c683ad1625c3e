import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { focusRing } from './focus-ring.ts';
import { useRovingSelection } from './use-roving-selection.ts';

export type TabItem<T extends string> = { value: T; label: ReactNode; disabled?: boolean };

export type TabsProps<T extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Content of the selected tab, rendered in the tabpanel. */
  children?: ReactNode;
  className?: string;
};

/** Tabs with automatic activation: arrow keys select, so the panel follows the focus. */
export function Tabs<T extends string>({ label, items, value, onChange, children, className }: TabsProps<T>) {
  const baseId = useId();
  const { itemProps } = useRovingSelection(items, value, onChange);
  const tabId = (itemValue: string) => `${baseId}-tab-${itemValue}`;
  const panelId = `${baseId}-panel`;
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-border">
        {items.map((item, index) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              id={tabId(item.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              disabled={item.disabled}
              onClick={() => {
                if (!selected) onChange(item.value);
              }}
              {...itemProps(index)}
              className={clsx(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors',
                'disabled:cursor-not-allowed disabled:opacity-55',
                selected ? 'border-brand text-fg' : 'border-transparent text-fg-muted hover:text-fg',
                focusRing,
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {children != null ? (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0} className={clsx('pt-4', focusRing)}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
