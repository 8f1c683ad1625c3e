import { atom } from 'jotai';

/**
 * The role titles switched on in the filter. In memory, not stored (only the period is
 * stored): the page and its TV mode share it, a new visit starts with every role.
 */
export const selectedRoleTitlesAtom = atom<string[]>([]);
selectedRoleTitlesAtom.debugLabel = 'leaderboard.roles';

/**
 * The role ids the board was last asked for. A toggle applies at once; "Clear" applies after
 * {@link clearRefetchDelayMs}, so the chips empty before the board reloads.
 */
export const appliedRoleIdsAtom = atom<number[]>([]);
appliedRoleIdsAtom.debugLabel = 'leaderboard.appliedRoles';

/** Clearing the role filter refetches after 150 ms. */
export const clearRefetchDelayMs = 150;
