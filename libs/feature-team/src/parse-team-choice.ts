/** The four team filters, as the URL and the API name them. */
export const teamFilterNames = ['product', 'manager', 'status', 'role'] as const;
export type TeamFilterName = (typeof teamFilterNames)[number];

/**
 * The filters a team view asked for: ids per filter, or undefined where the view never chose,
 * which means the filter's default options (Active status is preselected).
 */
export type TeamChoice = Partial<Record<TeamFilterName, readonly number[]>>;

/**
 * `validateSearch` of the team route's filters: each a list of ids (a typed `?product=3` as
 * one). Anything else is dropped rather than failing the page, so the defaults apply. It runs
 * in the app's first chunk (route search validation is not code-split): kept tiny.
 */
export function parseTeamChoice(search: Record<string, unknown>): TeamChoice {
  const choice: TeamChoice = {};
  for (const name of teamFilterNames) {
    const value = search[name];
    const items: unknown[] | null = Array.isArray(value)
      ? value
      : value === undefined
        ? null
        : [value];
    if (items)
      choice[name] = [
        ...new Set(
          items.filter((id): id is number => Number.isSafeInteger(id) && (id as number) >= 0),
        ),
      ];
  }
  return choice;
}
