import { useApiClient } from '@salesdash/data-access-api';
import { rolesQueryOptions } from '@salesdash/data-access-people';
import type { DateRange } from '@salesdash/util-period';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import {
  appliedRoleIdsAtom,
  clearRefetchDelayMs,
  selectedRoleTitlesAtom,
} from './role-filter-atoms.ts';
import { roleFilterOptions, selectedRoleIds, toggleRoleTitle } from './role-filter-options.ts';
import { useRefetchBoard } from './use-refetch-board.ts';

/**
 * The leaderboard's role filter: the options of `GET /api/roles`, toggled by title
 * (the board follows at once), and "Clear", which deselects all and refetches the board of
 * every role after 150 ms.
 * @param range - the period shown, whose board "Clear" refetches
 */
export function useRoleFilter(range: DateRange) {
  const api = useApiClient();
  const roles = useQuery(rolesQueryOptions(api));
  const [titles, setTitles] = useAtom(selectedRoleTitlesAtom);
  const [appliedIds, setAppliedIds] = useAtom(appliedRoleIdsAtom);
  const refetchBoard = useRefetchBoard();
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const options = useMemo(() => roleFilterOptions(roles.data ?? [], titles), [roles.data, titles]);

  const toggle = (title: string) => {
    clearTimeout(clearTimer.current);
    const next = toggleRoleTitle(titles, title);
    setTitles(next);
    setAppliedIds(selectedRoleIds(roleFilterOptions(roles.data ?? [], next)));
  };

  const clear = () => {
    setTitles([]);
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => {
      setAppliedIds([]);
      refetchBoard(range, []);
    }, clearRefetchDelayMs);
  };

  return {
    options,
    appliedIds,
    loading: roles.isPending,
    error: roles.error?.message ?? null,
    retry: () => void roles.refetch(),
    toggle,
    clear,
  };
}
