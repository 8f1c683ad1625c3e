import { atom } from 'jotai';

/**
 * The role titles switched on in the filter. In memory, not stored (spec §3 stores only the
 * period): the page and its TV mode share it, a new visit starts with every role.
 */
export const selectedRoleTitlesAtom = atom<string[]>([]);
selectedRoleTitlesAtom.debugLabel = 'leaderboard.roles';

/**
 * The role ids the board was last asked for. A toggle applies at once; "Clear" applies after
 * {@link clearRefetchDelayMs} (spec §9), so the chips empty before the board reloads.
 */
export const appliedRoleIdsAtom = atom<number[]>([]);
appliedRoleIdsAtom.debugLabel = 'leaderboard.appliedRoles';

/** Spec §9: clearing the role filter refetches after 150 ms. */
export const clearRefetchDelayMs = 150;
