import { defaultTeamStatus, type TeamQueryInput } from '@salesdash/api-contract';
import type { DayRange } from './dashboard-subject.ts';

/** The team filters a dashboard has chosen: ids per filter, empty for none. */
export type TeamSelection = {
  product: readonly number[];
  manager: readonly number[];
  /** 1 active, 0 inactive (`is_active`). */
  status: readonly number[];
  role: readonly number[];
};

export const noTeamSelection: TeamSelection = { product: [], manager: [], status: [], role: [] };

const joined = (ids: readonly number[]) =>
  ids.length === 0 ? undefined : [...new Set(ids)].sort((a, b) => a - b).join(',');

/**
 * The query of the team calls for a range and a selection: ids comma-joined in a
 * stable order (one cache entry per view), empty filters left out, and `is_active=1` when no
 * status is chosen.
 * @param range - the days, both ends inclusive
 * @param selection - the chosen filter ids
 */
export function teamQueryOf(range: DayRange, selection: TeamSelection): TeamQueryInput {
  const query: TeamQueryInput = { startDate: range.startDate, endDate: range.endDate };
  const product = joined(selection.product);
  const manager = joined(selection.manager);
  const role = joined(selection.role);
  if (product) query.product = product;
  if (manager) query.manager = manager;
  query.is_active = joined(selection.status) ?? joined(defaultTeamStatus);
  if (role) query.role = role;
  return query;
}
