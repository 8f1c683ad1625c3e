import type { LeaderboardEntry } from '@salesdash/api-contract';
import { ArrowUpIcon, Avatar, EmptyState, Skeleton, useFlipAnimation } from '@salesdash/ui-kit';
import { clsx } from 'clsx';
import { formatCategoryValue } from './category-format.ts';
import { entryPicture } from './entry-picture.ts';
import { placeLabel } from './place-label.ts';
import { podiumOrder } from './podium-order.ts';

export type PodiumProps = {
  /** Total Cash Collected, best first; undefined while it loads. */
  entries: readonly LeaderboardEntry[] | undefined;
  /** The signed-in person, whose step is marked "You". */
  currentUserId?: number | null;
  className?: string;
  /** The board shown (period and roles): another one is shown in place, not animated. */
  scope?: string;
};

// Centre tallest: the steps of 2nd, 1st and 3rd as they stand left to right.
const places = [2, 1, 3] as const;
const stepHeight = ['h-24', 'h-32', 'h-16'] as const;
const stepPixels = [96, 128, 64] as const;
const stepTone = [
  'bg-surface-muted border-border-strong',
  'bg-brand-soft border-brand',
  'bg-surface-muted border-border',
] as const;

/**
 * The top three of Total Cash Collected on a podium, 2nd, 1st, 3rd from left to right; a note
 * instead while fewer than three people collected cash in the period
 * (docs/product-rules.md#leaderboard). When the board changes, a person who changed place glides to
 * their new step (the steps stay), one who climbed shows an arrow for a moment, and a newcomer
 * fades in.
 */
export function Podium({ entries, currentUserId, className, scope }: PodiumProps) {
  const { containerRef, moves } = useFlipAnimation<number, HTMLOListElement>(
    entries?.map((entry) => entry.user_id) ?? [],
    { scope },
  );
  if (entries === undefined) {
    return (
      <div
        role="status"
        aria-label="Loading the podium"
        className={clsx('grid grid-cols-3 items-end gap-3', className)}
      >
        {stepPixels.map((height) => (
          <div key={height} className="flex flex-col items-center gap-2">
            <Skeleton shape="circle" width={56} height={56} />
            <Skeleton width="70%" />
            <Skeleton shape="block" height={height} />
          </div>
        ))}
      </div>
    );
  }
  const standing = podiumOrder(entries);
  if (standing.length === 0) {
    return (
      <EmptyState
        className={className}
        title="No podium yet"
        description="The podium fills once three people have collected cash in this period."
      />
    );
  }
  return (
    <ol
      ref={containerRef}
      aria-label="Podium of Total Cash Collected"
      className={clsx('grid grid-cols-3 items-end gap-3', className)}
    >
      {standing.map((entry, index) => {
        const place = places[index] ?? 1;
        const you = entry.user_id === currentUserId;
        const value = formatCategoryValue('totalCash', entry.value);
        const move = moves.get(entry.user_id);
        return (
          <li
            key={entry.user_id}
            aria-label={`${placeLabel(place)} place: ${entry.display_name}, ${value}`}
            className="flex min-w-0 flex-col items-center text-center"
          >
            <div data-flip-key={entry.user_id} className="flex w-full flex-col items-center">
              <Avatar
                name={entry.display_name}
                src={entryPicture(entry)}
                size={place === 1 ? 'xl' : 'lg'}
                className={clsx(place === 1 && 'ring-4 ring-brand')}
              />
              <p className="mt-2 w-full truncate text-sm font-semibold text-fg">
                {entry.display_name}
                {you ? <span className="ml-1 font-semibold text-fg">(You)</span> : null}
              </p>
              <p className="flex items-center gap-1 text-sm tabular-nums text-fg-muted">
                {move?.kind === 'up' ? (
                  <ArrowUpIcon
                    className="text-positive"
                    title={`Up from ${placeLabel(move.from + 1)}`}
                  />
                ) : null}
                {value}
              </p>
            </div>
            <div
              aria-hidden="true"
              className={clsx(
                'mt-2 flex w-full items-start justify-center rounded-t-md border-x border-t pt-2 text-lg font-bold text-fg',
                stepHeight[index],
                stepTone[index],
              )}
            >
              {placeLabel(place)}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
