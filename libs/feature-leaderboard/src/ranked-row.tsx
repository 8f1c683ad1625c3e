import type { LeaderboardCategory, LeaderboardEntry } from '@salesdash/api-contract';
import { Avatar } from '@salesdash/ui-kit';
import { clsx } from 'clsx';
import { formatCategoryValue } from './category-format.ts';
import { entryPicture } from './entry-picture.ts';

export type RankedRowProps = {
  rank: number;
  entry: LeaderboardEntry;
  metric: LeaderboardCategory['metric'];
  /** The signed-in person's row: highlighted and marked "You". */
  you: boolean;
};

/** One person on a category's list: rank, picture, name and role, value. */
export function RankedRow({ rank, entry, metric, you }: RankedRowProps) {
  return (
    <li
      value={rank}
      aria-current={you ? 'true' : undefined}
      className={clsx(
        'flex items-center gap-3 rounded-md px-2 py-1.5',
        you && 'bg-brand-soft ring-1 ring-brand',
      )}
    >
      <span className="w-6 shrink-0 text-right text-sm font-semibold tabular-nums text-fg-muted">
        {rank}
      </span>
      <Avatar name={entry.display_name} src={entryPicture(entry)} size="sm" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-fg">
          {entry.display_name}
          {you ? <span className="ml-1 font-semibold text-fg">(You)</span> : null}
        </span>
        {entry.role_title ? (
          <span className="block truncate text-xs text-fg-muted">{entry.role_title}</span>
        ) : null}
      </span>
      <span className="shrink-0 text-sm font-semibold tabular-nums text-fg">
        {formatCategoryValue(metric, entry.value)}
      </span>
    </li>
  );
}
