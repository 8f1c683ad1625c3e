import type { TeamFilterOptions } from '@salesdash/api-contract';
import type { TeamSelection } from '@salesdash/data-access-metrics';
import { teamFilterNames, type TeamChoice, type TeamFilterName } from './parse-team-choice.ts';

/** Which option list of `GET /metrics/team/filters` feeds each filter. */
export const optionsOf: Record<TeamFilterName, keyof TeamFilterOptions> = {
  product: 'products',
  manager: 'managers',
  status: 'status',
  role: 'roles',
};

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
