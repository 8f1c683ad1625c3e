import { clsx } from 'clsx';

// Soft backgrounds with the body text colour keep every pill readable in both themes.
const tones: Record<string, string> = {
  approved: 'bg-positive-soft',
  taken: 'bg-positive-soft',
  pending: 'bg-warning-soft',
  scheduled: 'bg-info-soft',
  rescheduled: 'bg-info-soft',
  rejected: 'bg-negative-soft',
  refunded: 'bg-negative-soft',
  no_show: 'bg-negative-soft',
  cancelled: 'bg-surface-muted',
};

/** A record's status as a small labelled pill (`no_show` reads "No show"). */
export function StatusBadge({ status }: { status: string }) {
  const words = status.replace('_', ' ');
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return (
    <span
      className={clsx(
        'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium text-fg',
        tones[status] ?? 'bg-surface-muted',
      )}
    >
      {label}
    </span>
  );
}
