import type { TeamFilterOptions } from '@salesdash/api-contract';
import type { TeamSelection } from '@salesdash/data-access-metrics';

/** The four team filters, as the URL and the API name them. */
export const teamFilterNames = ['product', 'manager', 'status', 'role'] as const;
export type TeamFilterName = (typeof teamFilterNames)[number];

/**
 * The filters a team view asked for: ids per filter, or undefined where the view never chose,
 * which means the filter's default options (spec §4: Active status is preselected).
 */
export type TeamChoice = Partial<Record<TeamFilterName, readonly number[]>>;

/** Which option list of `GET /metrics/team/filters` feeds each filter. */
export const optionsOf: Record<TeamFilterName, keyof TeamFilterOptions> = {
  product: 'products',
  manager: 'managers',
  status: 'status',
  role: 'roles',
};

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

/**
 * The selection a choice stands for: what it chose among the options, and where it never chose,
 * the options flagged default (none until the options have loaded: the calls then add
 * `is_active=1`, the same as the default Active status, so the first answer is already the
 * right one). Once the options are in, an id that is none of them (a typed or old link: another
 * team's manager for a manager) is dropped, so no filter shows a bare id or narrows to nobody.
 */
export function selectionOf(
  choice: TeamChoice,
  options: TeamFilterOptions | undefined,
): TeamSelection {
  const pick = (name: TeamFilterName) => {
    const offered = options?.[optionsOf[name]];
    const chosen = choice[name];
    if (!offered) return chosen ?? [];
    if (chosen === undefined) return offered.filter((option) => option.default).map((o) => o.id);
    return chosen.filter((id) => offered.some((option) => option.id === id));
  };
  return {
    product: pick('product'),
    manager: pick('manager'),
    status: pick('status'),
    role: pick('role'),
  };
}

/** True when the view narrows anything beyond the defaults. */
export function isFiltered(choice: TeamChoice): boolean {
  return teamFilterNames.some((name) => choice[name] !== undefined);
}
