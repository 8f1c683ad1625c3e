import type { LeaderboardCategory, LeaderboardEntry } from '@salesdash/api-contract';
import { ArrowUpIcon, Avatar, type ListMove } from '@salesdash/ui-kit';
import { clsx } from 'clsx';
import { formatCategoryValue } from './category-format.ts';
import { entryPicture } from './entry-picture.ts';

export type RankedRowProps = {
  rank: number;
  entry: LeaderboardEntry;
  metric: LeaderboardCategory['metric'];
  /** The signed-in person's row: highlighted and marked "You". */
  you: boolean;
  /** How the person moved at the board's last change: a rise is highlighted for a moment. */
  move?: ListMove | undefined;
};

/**
 * One person on a category's list: rank, picture, name and role, value. The row carries
 * `data-flip-key` (the person), so the list's `useFlipAnimation` glides it to a new rank.
 */
export function RankedRow({ rank, entry, metric, you, move }: RankedRowProps) {
  const up = move?.kind === 'up' ? move.from + 1 : null;
  return (
    <li
      value={rank}
      data-flip-key={entry.user_id}
      aria-current={you ? 'true' : undefined}
      className={clsx(
        'flex items-center gap-3 rounded-md px-2 py-1.5 transition-colors duration-700 motion-reduce:transition-none',
        you && 'ring-1 ring-brand',
        up !== null ? 'bg-positive-soft' : you && 'bg-brand-soft',
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
      {up !== null ? (
        <ArrowUpIcon className="shrink-0 text-positive" title={`Up from #${up}`} />
      ) : null}
      <span className="shrink-0 text-sm font-semibold tabular-nums text-fg">
        {formatCategoryValue(metric, entry.value)}
      </span>
    </li>
  );
}
