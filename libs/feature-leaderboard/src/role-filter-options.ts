import type { Role } from '@salesdash/api-contract';

/** One option of the role filter: the sales role, and whether it is selected. */
export type RoleFilterOption = { id: number; title: string; selected: boolean };

/**
 * The role filter's options: the sales roles paying a commission above 0, by title,
 * selected when their title is in `selectedTitles`.
 * @param roles - `GET /api/roles`
 * @param selectedTitles - the titles switched on
 */
export function roleFilterOptions(
  roles: readonly Role[],
  selectedTitles: readonly string[],
): RoleFilterOption[] {
  return roles
    .filter((role) => role.commission > 0)
    .map((role) => ({
      id: Number(role.role_id),
      title: role.role_title,
      selected: selectedTitles.includes(role.role_title),
    }))
    .sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

/**
 * The titles selected after toggling one (filters toggle by title).
 * @param selectedTitles - the titles switched on
 * @param title - the option clicked
 */
export function toggleRoleTitle(selectedTitles: readonly string[], title: string): string[] {
  return selectedTitles.includes(title)
    ? selectedTitles.filter((selected) => selected !== title)
    : [...selectedTitles, title];
}

/**
 * The role ids a board is asked for: those of the selected options.
 * @param options - from {@link roleFilterOptions}
 */
export function selectedRoleIds(options: readonly RoleFilterOption[]): number[] {
  return options.filter((option) => option.selected).map((option) => option.id);
}
