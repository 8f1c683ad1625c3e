import { ArrowUpIcon, Avatar, Button, Spinner, useFlipAnimation } from '@salesdash/ui-kit';
import { clsx } from 'clsx';
import { useEffect } from 'react';
import { formatCategoryValue } from './category-format.ts';
import { entryPicture } from './entry-picture.ts';
import { useBoard } from './use-board.ts';
import { useCurrentPeriod } from './use-current-period.ts';
import { useRotation } from './use-rotation.ts';

export type LeaderboardTvProps = {
  /** The sales role ids on the board; none for every role. */
  roleIds?: readonly number[];
  /** The rows a category shows on screen: its first ten by default. */
  rows?: number;
  /**
   * `chosen`: the period last chosen on the page (TV mode of a signed-in browser); `current`:
   * this month, moving on with the calendar (a share link, which has no picker).
   */
  period?: 'chosen' | 'current';
  /**
   * Leaving TV mode, when opened from the page (none on a share link): an "Exit TV mode" button
   * that stands out on the dark board, and Escape.
   */
  onExit?: () => void;
};

/**
 * A TV has no focus to regain. Realtime refreshes the board on each change (the share link's
 * socket, or the signed-in one); reloading every minute covers a socket that is down or refused.
 */
const tvRefetchMs = 60_000;
/** A rise stays marked long enough to be seen from across the room. */
const tvCueMs = 6_000;

/**
 * TV mode: the board alone, full screen and high contrast for an office screen, one category at
 * a time for 15 s each (← and → step by hand). When the board changes, the rows of the category
 * on screen glide to their new ranks and a rise is marked for a few seconds.
 */
export function LeaderboardTv({
  roleIds,
  rows = 10,
  period = 'chosen',
  onExit,
}: LeaderboardTvProps) {
  const current = useCurrentPeriod();
  const { query, state, label, scope } = useBoard({
    roleIds,
    refetchInterval: tvRefetchMs,
    period: period === 'current' ? current : undefined,
  });
  const categories = query.data ?? [];
  const index = useRotation(categories.length);
  const category = categories[index];
  useEffect(() => {
    if (!onExit) return;
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onExit();
    };
    window.addEventListener('keydown', leave);
    return () => window.removeEventListener('keydown', leave);
  }, [onExit]);
  // Each category is its own list: the rotation shows the next one in place.
  const { containerRef, moves } = useFlipAnimation<number, HTMLOListElement>(
    category?.users.slice(0, rows).map((entry) => entry.user_id) ?? [],
    { scope: `${scope}:${category?.metric ?? ''}`, cueMs: tvCueMs },
  );

  return (
    <div className="fixed inset-0 flex flex-col overflow-hidden bg-black px-[4vw] py-[4vh] text-white">
      <header className="flex items-baseline justify-between gap-6">
        <div>
          <p className="text-[clamp(1rem,1.8vw,2rem)] font-semibold uppercase tracking-widest text-yellow-300">
            Leaderboard · {label}
          </p>
          <h1 className="mt-1 text-[clamp(2rem,5vw,5.5rem)] font-bold leading-tight">
            {category?.title ?? 'Leaderboard'}
          </h1>
        </div>
        {onExit ? (
          <button
            type="button"
            onClick={onExit}
            aria-keyshortcuts="Escape"
            className="shrink-0 rounded-lg border-2 border-neutral-300 px-4 py-2 text-[clamp(1rem,1.6vw,1.5rem)] font-semibold text-white hover:border-yellow-300 hover:text-yellow-300 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-yellow-300"
          >
            Exit TV mode <span className="font-normal text-neutral-300">(Esc)</span>
          </button>
        ) : null}
      </header>
      <div className="mt-[3vh] min-h-0 flex-1 overflow-hidden">
        {state === 'initialized' && category ? (
          category.users.length === 0 ? (
            <p className="text-[clamp(1.5rem,3vw,3rem)] text-neutral-300">
              Nobody on this board yet this period.
            </p>
          ) : (
            <ol
              ref={containerRef}
              aria-label={category.title}
              className="grid h-full gap-[1.2vh]"
              // Every row of a full board fits the screen, whatever its height.
              style={{ gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))` }}
            >
              {category.users.slice(0, rows).map((entry, position) => {
                const move = moves.get(entry.user_id);
                return (
                  <li
                    key={entry.user_id}
                    data-flip-key={entry.user_id}
                    className={clsx(
                      'flex min-h-0 items-center gap-[2vw] rounded-xl border-2 px-[2vw] text-[clamp(1rem,min(2.6vw,4vh),3.5rem)] transition-colors duration-700 motion-reduce:transition-none',
                      move?.kind === 'up'
                        ? 'border-emerald-400 bg-emerald-950'
                        : position === 0
                          ? 'border-yellow-300 bg-neutral-900'
                          : 'border-neutral-700',
                    )}
                  >
                    <span
                      className={clsx(
                        'w-[3ch] shrink-0 text-right font-bold tabular-nums',
                        position === 0 ? 'text-yellow-300' : 'text-neutral-300',
                      )}
                    >
                      {position + 1}
                    </span>
                    <Avatar
                      name={entry.display_name}
                      src={entryPicture(entry)}
                      size="fluid"
                      className="size-[min(6vh,5vw)] text-[min(2vh,1.6vw)]"
                    />
                    <span className="min-w-0 flex-1 truncate font-semibold">
                      {entry.display_name}
                    </span>
                    {move?.kind === 'up' ? (
                      <ArrowUpIcon
                        className="size-[1em] shrink-0 text-emerald-400"
                        title={`Up from #${move.from + 1}`}
                      />
                    ) : null}
                    <span className="shrink-0 font-bold tabular-nums">
                      {formatCategoryValue(category.metric, entry.value)}
                    </span>
                  </li>
                );
              })}
            </ol>
          )
        ) : state === 'error' ? (
          <div className="space-y-4 text-[clamp(1.25rem,2.4vw,2.5rem)]">
            <p>The leaderboard could not load. It tries again every minute.</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Retry now
            </Button>
          </div>
        ) : (
          <div role="status" className="flex items-center gap-4 text-[clamp(1.25rem,2.4vw,2.5rem)]">
            <Spinner decorative /> Loading the leaderboard…
          </div>
        )}
      </div>
      {categories.length > 1 ? (
        <footer className="mt-[2vh] flex items-center gap-3" aria-hidden="true">
          {categories.map((item, position) => (
            <span
              key={item.metric}
              className={clsx(
                'h-2 flex-1 rounded-full',
                position === index ? 'bg-yellow-300' : 'bg-neutral-700',
              )}
            />
          ))}
        </footer>
      ) : null}
    </div>
  );
}
