import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '../icons/chevron-down-icon.tsx';
import { SearchIcon } from '../icons/search-icon.tsx';
import { Button } from './button.tsx';
import { focusRing } from './focus-ring.ts';
import { Skeleton } from './skeleton.tsx';
import { useDismissOutside } from './use-dismiss-outside.ts';

export type MultiSelectOption = { value: string; label: string };

export type MultiSelectProps = {
  /** The trigger's visible text, e.g. "Filter by Products"; also names the popover. */
  label: string;
  options: readonly MultiSelectOption[];
  /** Selected values; none means no filter. */
  value: readonly string[];
  /**
   * The new selection, in the options' order (so the same filter always gives the same
   * request); values that are not among `options` are dropped.
   */
  onChange: (next: string[]) => void;
  /** Placeholder and accessible name of the search box. */
  searchPlaceholder?: string;
  /** false hides the search box, for a handful of options such as statuses. */
  searchable?: boolean;
  /** Options still loading: the trigger is disabled and its summary is a skeleton. */
  loading?: boolean;
  disabled?: boolean;
  className?: string;
};

/**
 * A filter dropdown where several options may be on: a trigger that tells what is picked and a
 * non-modal popover with a search box, a checkbox per option and Select all / Clear. Native
 * checkboxes give Space, the checked state and its announcement for free; the arrows move
 * between them (one tab stop), Escape closes and gives focus back to the trigger.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  searchPlaceholder = 'Search',
  searchable = true,
  loading = false,
  disabled = false,
  className,
}: MultiSelectProps) {
  const popoverId = useId();
  const [openState, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // Derived, so a filter bar that starts loading or is disabled shuts the popover without an effect.
  const open = openState && !loading && !disabled;

  const selected = new Set(value);
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? options.filter((option) => option.label.toLowerCase().includes(needle))
    : options;
  const tabStop = Math.min(active, shown.length - 1);

  useEffect(() => {
    if (!open) return;
    if (searchable) search.current?.focus();
    else boxes.current[0]?.focus();
  }, [open, searchable]);

  const dismissOnBlur = useDismissOutside(root, open, () => setOpen(false));

  const show = () => {
    setQuery('');
    setActive(0);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  const commit = (next: ReadonlySet<string>) =>
    onChange(options.map((option) => option.value).filter((option) => next.has(option)));

  const toggle = (option: string) => {
    const next = new Set(selected);
    if (next.has(option)) next.delete(option);
    else next.add(option);
    commit(next);
  };

  const focusOption = (index: number) => {
    setActive(index);
    boxes.current[index]?.focus();
  };

  const onOptionKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        focusOption(Math.min(index + 1, last));
        break;
      case 'ArrowUp':
        // Up from the first option goes back to the search box, as in a combobox.
        if (index === 0 && searchable) search.current?.focus();
        else focusOption(Math.max(index - 1, 0));
        break;
      case 'Home':
        focusOption(0);
        break;
      case 'End':
        focusOption(last);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const summary =
    value.length === 0
      ? null
      : value.length === 1
        ? (options.find((option) => option.value === value[0])?.label ?? value[0])
        : String(value.length);

  return (
    <div
      ref={root}
      className={clsx('relative inline-block', className)}
      // Tabbing out closes it, as a press outside does.
      onBlur={dismissOnBlur}
    >
      <button
        ref={trigger}
        type="button"
        // The visible "· 2" reads badly; the name starts with the visible label (WCAG 2.5.3).
        aria-label={summary == null ? label : `${label}, ${summary} selected`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        aria-busy={loading || undefined}
        disabled={disabled || loading}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            show();
          }
        }}
        className={clsx(
          'inline-flex h-8 max-w-full items-center gap-1.5 rounded-md border bg-surface px-3 text-sm text-fg hover:bg-surface-hover',
          'disabled:cursor-not-allowed disabled:opacity-55',
          value.length > 0 ? 'border-brand' : 'border-border-strong',
          focusRing,
        )}
      >
        <span className="truncate">{label}</span>
        {loading ? (
          <Skeleton width={20} />
        ) : summary != null ? (
          <>
            <span aria-hidden="true" className="text-fg-subtle">
              ·
            </span>
            <span className="truncate font-medium text-brand">{summary}</span>
          </>
        ) : null}
        <ChevronDownIcon className="shrink-0 text-fg-muted" />
      </button>
      {open ? (
        <div
          id={popoverId}
          role="dialog"
          aria-label={label}
          // Focusable so that a click on its padding keeps focus inside instead of on <body>.
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              // Not the dialog or drawer the filter bar may sit in.
              event.stopPropagation();
              close(true);
            }
          }}
          className="absolute left-0 top-full z-30 mt-1 w-64 min-w-full rounded-lg border border-border bg-surface p-2 shadow-lg outline-none"
        >
          {searchable ? (
            <div className="relative mb-2">
              <SearchIcon className="pointer-events-none absolute left-2.5 top-1/2 -translate-y-1/2 text-fg-subtle" />
              <input
                ref={search}
                type="search"
                aria-label={searchPlaceholder}
                placeholder={searchPlaceholder}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setActive(0);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown' && shown.length > 0) {
                    event.preventDefault();
                    focusOption(Math.max(0, tabStop));
                  } else if (event.key === 'Enter') {
                    // A filter bar inside a form must not submit it.
                    event.preventDefault();
                  }
                }}
                className={clsx(
                  'h-8 w-full rounded-md border border-border-strong bg-surface pl-8 pr-2 text-sm text-fg placeholder:text-fg-subtle',
                  focusRing,
                )}
              />
            </div>
          ) : null}
          <div role="group" aria-label="Options" className="max-h-60 overflow-y-auto">
            {shown.map((option, index) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-fg hover:bg-surface-hover"
              >
                <input
                  ref={(element) => {
                    boxes.current[index] = element;
                  }}
                  type="checkbox"
                  checked={selected.has(option.value)}
                  onChange={() => toggle(option.value)}
                  tabIndex={index === tabStop ? 0 : -1}
                  onFocus={() => setActive(index)}
                  onKeyDown={(event) => onOptionKeyDown(event, index)}
                  className={clsx('size-4 shrink-0 accent-brand', focusRing)}
                />
                <span className="truncate">{option.label}</span>
              </label>
            ))}
          </div>
          <p
            role="status"
            className={clsx('text-sm text-fg-muted', shown.length === 0 && 'px-2 py-1.5')}
          >
            {shown.length > 0 ? '' : options.length > 0 ? 'No matches' : 'No options'}
          </p>
          <div className="mt-2 flex justify-between gap-2 border-t border-border pt-2">
            <Button
              variant="ghost"
              size="sm"
              // With a search, only the matches: "select every product named …".
              onClick={() => commit(new Set([...value, ...shown.map((option) => option.value)]))}
            >
              Select all
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onChange([])}>
              Clear
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
