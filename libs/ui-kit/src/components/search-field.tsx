import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { SearchIcon } from '../icons/search-icon.tsx';
import { focusRing } from './focus-ring.ts';

export type SearchFieldProps = {
  /** Accessible name, e.g. "Search transactions". */
  label: string;
  /** The search the list currently applies; a change from outside (a reset) replaces the text. */
  value: string;
  /** Called once typing pauses for `debounceMs`, with the trimmed text, only when it changed. */
  onSearch: (text: string) => void;
  debounceMs?: number;
  placeholder?: string;
  className?: string;
};

/** A search box that reports once the user stops typing, so a server list is not queried per key. */
export function SearchField({
  label,
  value,
  onSearch,
  debounceMs = 300,
  placeholder = 'Search…',
  className,
}: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestOnSearch = useRef(onSearch);
  latestOnSearch.current = onSearch;

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    clearTimeout(timer.current);
    setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const trimmed = next.trim();
      if (trimmed === sent.current) return;
      sent.current = trimmed;
      latestOnSearch.current(trimmed);
    }, debounceMs);
  };

  return (
    <div className={clsx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute left-2.5 top-1/2 -translate-y-1/2 text-fg-subtle" />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => change(event.target.value)}
        className={clsx(
          'h-8 w-full rounded-md border border-border-strong bg-surface pl-8 pr-2 text-sm text-fg placeholder:text-fg-subtle',
          focusRing,
        )}
      />
    </div>
  );
}
