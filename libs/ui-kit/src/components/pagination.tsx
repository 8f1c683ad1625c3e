import { clsx } from 'clsx';
import { ChevronLeftIcon } from '../icons/chevron-left-icon.tsx';
import { ChevronRightIcon } from '../icons/chevron-right-icon.tsx';
import { Button } from './button.tsx';

export type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  /** With `pageSize`, adds "Showing 11–20 of 57". */
  totalCount?: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** Blocks both buttons (e.g. while a page loads). */
  disabled?: boolean;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
};

const counts = new Intl.NumberFormat('en-US');

/** Previous/next paging of a server-side list, "Page n of m"; the buttons stop at the ends. */
export function Pagination({
  page,
  totalPages,
  totalCount,
  pageSize,
  onPageChange,
  disabled = false,
  label = 'Pagination',
  className,
}: PaginationProps) {
  const pages = Math.max(1, totalPages);
  const showing =
    totalCount != null && pageSize != null && totalCount > 0
      ? `Showing ${counts.format((page - 1) * pageSize + 1)}–${counts.format(Math.min(page * pageSize, totalCount))} of ${counts.format(totalCount)}`
      : null;
  return (
    <nav
      aria-label={label}
      className={clsx('flex items-center justify-between gap-4 text-sm text-fg-muted', className)}
    >
      <p>{showing}</p>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          icon={<ChevronLeftIcon />}
          disabled={disabled || page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <p aria-live="polite" className="min-w-24 text-center tabular-nums">
          Page {counts.format(Math.min(page, pages))} of {counts.format(pages)}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRightIcon />
        </Button>
      </div>
    </nav>
  );
}
