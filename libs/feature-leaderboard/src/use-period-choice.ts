import { periodRange, type PeriodSettings } from '@salesdash/util-period';
import { useAtomValue, useStore } from 'jotai';
import { periodSettingsAtom } from './period-atoms.ts';
import { useRefetchBoard } from './use-refetch-board.ts';

/**
 * The period picker's state: the stored settings, and a change that stores the next ones (with
 * the mode's resets) and refetches that period's board, even one loaded before.
 * @param roleIds - the roles the board is asked for
 */
export function usePeriodChoice(roleIds: readonly number[]) {
  const store = useStore();
  const settings = useAtomValue(periodSettingsAtom, { store });
  const refetchBoard = useRefetchBoard();
  const change = (next: Partial<PeriodSettings>) => {
    store.set(periodSettingsAtom, next);
    refetchBoard(periodRange(store.get(periodSettingsAtom)), roleIds);
  };
  return { settings, change };
}
