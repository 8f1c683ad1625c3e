import { useApiClient } from '@salesdash/data-access-api';
import { leaderboardQueryOf, leaderboardQueryOptions } from '@salesdash/data-access-metrics';
import { periodLabel, periodRange, type PeriodSettings } from '@salesdash/util-period';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useBoardFailureToast } from './board-failure-toast.ts';
import { boardDataState } from './board-data-state.ts';
import { periodSettingsAtom } from './period-atoms.ts';

export type UseBoardOptions = {
  /** The sales role ids asked for; none for every role. */
  roleIds?: readonly number[];
  /** Reload every so many ms as well (a TV never regains focus); off unless given. */
  refetchInterval?: number;
  /** This period instead of the one chosen on the page. */
  period?: PeriodSettings;
};

/**
 * The board of the chosen period (and roles): its days and label of util-period, the query,
 * its data state and its scope. A board once loaded is reloaded only when forced; each failed
 * load is toasted once with a retry.
 */
export function useBoard({ roleIds = [], refetchInterval, period }: UseBoardOptions = {}) {
  const api = useApiClient();
  const chosen = useAtomValue(periodSettingsAtom);
  const settings = period ?? chosen;
  const range = periodRange(settings);
  const input = leaderboardQueryOf(range, roleIds);
  const query = useQuery({ ...leaderboardQueryOptions(api, input), refetchInterval });
  useBoardFailureToast(query.isError ? query.errorUpdatedAt : 0, () => void query.refetch());
  return {
    settings,
    range,
    label: periodLabel(settings),
    query,
    state: boardDataState(query),
    /** The board's query, which "Show all" pages through. */
    input,
    /** Which board this is (period and roles): the lists animate changes within one board. */
    scope: JSON.stringify(input),
  };
}
