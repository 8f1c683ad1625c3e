import type {
  LeaderboardCategory,
  LeaderboardEntry,
  LeaderboardQueryInput,
} from '@salesdash/api-contract';
import { Button, Card, useFlipAnimation } from '@salesdash/ui-kit';
import { useState } from 'react';
import { nobodyRankedText } from './category-format.ts';
import { LazyCategoryRankingDialog } from './lazy-category-ranking-dialog.tsx';
import { RankedRow } from './ranked-row.tsx';
import { yourMoveMessage } from './your-move-message.ts';

/**
 * The people in rank order as the animation counts places: the first entries, then, for a
 * caller ranked below them, placeholders (negative, never a person) up to their rank, so a
 * caller moving from #25 to #21 moved up from #25.
 */
function rankedKeys(
  users: readonly LeaderboardEntry[],
  you: LeaderboardEntry | null,
): readonly number[] {
  const keys = users.map((user) => user.user_id);
  if (!you || you.rank <= users.length) return keys;
  const gap = Array.from({ length: you.rank - 1 - users.length }, (_, index) => -1 - index);
  return [...keys, ...gap, you.user_id];
}

export type CategoryCardProps = {
  category: LeaderboardCategory;
  /** The board's query (period and roles), which "Show all" pages through. */
  query: LeaderboardQueryInput;
  /** The signed-in person: highlighted, with "You are #k" even below the rows shown. */
  currentUserId?: number | null;
  /** Rows shown on the card. */
  topRows?: number;
  /** The board shown (period and roles): another one is shown in place, not animated. */
  scope?: string;
};

/**
 * One category ranked: the first rows, the signed-in person's own place wherever they rank (the
 * server's `caller`), how many are ranked, and "Show all", which opens the whole ranking a page
 * at a time. When the board changes (a refetch after a realtime event) the rows glide to their
 * new ranks, a rise is highlighted for a moment, and the signed-in person hears where they moved.
 */
export function CategoryCard({
  category,
  query,
  currentUserId,
  topRows = 5,
  scope,
}: CategoryCardProps) {
  const [showAll, setShowAll] = useState(false);
  const { users, metric, title, caller, totalCount } = category;
  const shown = users.slice(0, topRows);
  const you = caller !== null && caller.user_id === currentUserId ? caller : null;
  const youBelow = you !== null && you.rank > shown.length;
  const { containerRef, moves } = useFlipAnimation<number, HTMLDivElement>(rankedKeys(users, you), {
    scope,
  });
  const yourMove = you ? moves.get(you.user_id) : undefined;

  return (
    <Card
      title={title}
      description={
        totalCount === 0
          ? 'Nobody yet this period'
          : you
            ? `You are #${you.rank} of ${totalCount}`
            : `${totalCount} ranked`
      }
    >
      {/* Always there, so a change of place is announced (a live region added with its text is not). */}
      <p aria-live="polite" className="sr-only">
        {yourMoveMessage(yourMove, you?.rank, title)}
      </p>
      {totalCount === 0 ? (
        <p className="text-sm text-fg-muted">{nobodyRankedText(title)}</p>
      ) : (
        <>
          {/* Both lists in one frame: your row glides up from below the first rows into them. */}
          <div ref={containerRef}>
            <ol aria-label={title} className="space-y-1">
              {shown.map((entry) => (
                <RankedRow
                  key={entry.user_id}
                  rank={entry.rank}
                  entry={entry}
                  metric={metric}
                  you={entry.user_id === currentUserId}
                  move={moves.get(entry.user_id)}
                />
              ))}
            </ol>
            {youBelow ? (
              <ol
                aria-label={`Your place in ${title}`}
                className="mt-1 border-t border-dashed border-border pt-1"
              >
                <RankedRow rank={you.rank} entry={you} metric={metric} you move={yourMove} />
              </ol>
            ) : null}
          </div>
          {totalCount > shown.length ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2"
              aria-haspopup="dialog"
              onClick={() => setShowAll(true)}
            >
              Show all {totalCount}
            </Button>
          ) : null}
          {showAll ? (
            <LazyCategoryRankingDialog
              query={query}
              metric={metric}
              title={title}
              currentUserId={currentUserId}
              onClose={() => setShowAll(false)}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}
