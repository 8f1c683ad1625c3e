import type { Leaderboard as Board } from '@salesdash/api-contract';
import { Card, ErrorState, Skeleton } from '@salesdash/ui-kit';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { CategoryCard } from './category-card.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { Podium } from './podium.tsx';
import { RoleFilterBar } from './role-filter-bar.tsx';
import { appliedRoleIdsAtom } from './role-filter-atoms.ts';
import { useBoard } from './use-board.ts';
import { usePeriodChoice } from './use-period-choice.ts';
import { useRoleFilter } from './use-role-filter.ts';

const cashCategory = (board: Board | undefined) =>
  board?.find((category) => category.metric === 'totalCash');

export type LeaderboardProps = {
  /** The signed-in person, highlighted on every list. */
  currentUserId: number | null;
  /** Controls the app puts beside the period (TV mode, sharing: other features' pieces). */
  actions?: ReactNode;
};

/**
 * The leaderboard (docs/product-rules.md#leaderboard): the period picker and the role filter, the
 * podium of Total Cash Collected, and every category ranked with the signed-in person's place.
 */
export function Leaderboard({ currentUserId, actions }: LeaderboardProps) {
  const board = useBoard({ roleIds: useAtomValue(appliedRoleIdsAtom) });
  const roles = useRoleFilter(board.range);
  const period = usePeriodChoice(roles.appliedIds);
  const { query, state, scope, input } = board;
  const retry = () => void query.refetch();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-3">
          <h2 className="text-lg font-semibold text-fg" aria-live="polite">
            {board.label}
          </h2>
          <PeriodPicker settings={period.settings} onChange={period.change} />
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <RoleFilterBar
        options={roles.options}
        loading={roles.loading}
        error={roles.error}
        onRetry={roles.retry}
        onToggle={roles.toggle}
        onClear={roles.clear}
      />
      {state === 'error' ? (
        <ErrorState
          title="The leaderboard could not load"
          message={query.error?.message}
          onRetry={retry}
          retrying={query.isFetching}
        />
      ) : (
        <div aria-busy={state === 'loading'} className="space-y-6">
          <Card title="Top of Total Cash Collected">
            <Podium
              entries={cashCategory(query.data)?.users}
              currentUserId={currentUserId}
              scope={scope}
            />
          </Card>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {query.data
              ? query.data.map((category) => (
                  <CategoryCard
                    key={category.metric}
                    category={category}
                    query={input}
                    currentUserId={currentUserId}
                    scope={scope}
                  />
                ))
              : Array.from({ length: 6 }, (_, index) => (
                  <Card key={index} title={<Skeleton width="50%" />}>
                    <Skeleton lines={5} />
                  </Card>
                ))}
          </div>
        </div>
      )}
    </div>
  );
}
