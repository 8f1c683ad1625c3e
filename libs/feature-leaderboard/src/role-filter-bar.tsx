import { Button, FilterChips, Skeleton } from '@salesdash/ui-kit';
import type { RoleFilterOption } from './role-filter-options.ts';

export type RoleFilterBarProps = {
  options: readonly RoleFilterOption[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onToggle: (title: string) => void;
  onClear: () => void;
};

/** "Filter by role": a chip per sales role with a commission, and "Clear". */
export function RoleFilterBar({
  options,
  loading,
  error,
  onRetry,
  onToggle,
  onClear,
}: RoleFilterBarProps) {
  if (loading) {
    return (
      <div role="status" aria-label="Loading the roles" className="w-48">
        <Skeleton />
      </div>
    );
  }
  if (error) {
    return (
      <p className="flex items-center gap-2 text-sm text-fg-muted">
        The role filter could not load.
        <Button variant="ghost" size="sm" onClick={onRetry}>
          Retry
        </Button>
      </p>
    );
  }
  if (options.length === 0) return null;
  const selected = options.filter((option) => option.selected).map((option) => option.title);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-fg-muted" aria-hidden="true">
        Roles
      </span>
      <FilterChips
        label="Filter by role"
        options={options.map((option) => ({ value: option.title, label: option.title }))}
        selected={selected}
        onChange={(next) => {
          // A chip is one toggle: the title that changed (filters toggle by title).
          const changed =
            next.find((title) => !selected.includes(title)) ??
            selected.find((title) => !next.includes(title));
          if (changed) onToggle(changed);
        }}
      />
      <Button variant="ghost" size="sm" onClick={onClear} disabled={selected.length === 0}>
        Clear
      </Button>
    </div>
  );
}
