import type { LeaderboardCategory } from '@salesdash/api-contract';
import { Button, Card, useFlipAnimation } from '@salesdash/ui-kit';
import { useId, useState } from 'react';
import { RankedRow } from './ranked-row.tsx';
import { yourMoveMessage } from './your-move-message.ts';
import { yourRank } from './your-rank.ts';

export type CategoryCardProps = {
  category: LeaderboardCategory;
  /** The signed-in person: highlighted, with "You are #k" even below the rows shown. */
  currentUserId?: number | null;
  /** Rows shown before "Show all". */
  topRows?: number;
  /** The board shown (period and roles): another one is shown in place, not animated. */
  scope?: string;
};

/**
 * One category ranked: the first rows, the signed-in person's own place, and "Show all". When
 * the board changes (a refetch after a realtime event) the rows glide to their new ranks, a
 * rise is highlighted for a moment, and the signed-in person hears where they moved.
 */
export function CategoryCard({ category, currentUserId, topRows = 5, scope }: CategoryCardProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { users, metric, title } = category;
  const { containerRef, moves } = useFlipAnimation<number, HTMLDivElement>(
    users.map((user) => user.user_id),
    { scope },
  );
  const you = yourRank(users, currentUserId);
  const shown = expanded ? users : users.slice(0, topRows);
  const youBelow = you !== null && you.rank > shown.length;
  const yourMove = you ? moves.get(you.entry.user_id) : undefined;

  return (
    <Card
      title={title}
      description={
        users.length === 0
          ? 'Nobody yet this period'
          : you
            ? `You are #${you.rank} of ${users.length}`
            : `${users.length} ranked`
      }
    >
      {/* Always there, so a change of place is announced (a live region added with its text is not). */}
      <p aria-live="polite" className="sr-only">
        {yourMoveMessage(yourMove, you?.rank, title)}
      </p>
      {users.length === 0 ? (
        <p className="text-sm text-fg-muted">
          Everyone with a {title.toLowerCase()} figure above zero in the period shows here.
        </p>
      ) : (
        <>
          {/* Both lists in one frame: your row glides up from below the first rows into them. */}
          <div ref={containerRef}>
            <ol id={listId} aria-label={title} className="space-y-1">
              {shown.map((entry, index) => (
                <RankedRow
                  key={entry.user_id}
                  rank={index + 1}
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
                <RankedRow rank={you.rank} entry={you.entry} metric={metric} you move={yourMove} />
              </ol>
            ) : null}
          </div>
          {users.length > topRows ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2"
              aria-controls={listId}
              aria-expanded={expanded}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? `Show top ${topRows}` : `Show all ${users.length}`}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
