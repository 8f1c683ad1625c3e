import { teamStatusIds, type TeamExcluded, type TeamFilters } from '@salesdash/api-contract';
import type { Db } from '../../../db/client.ts';
import type { UserPrincipal } from '../../../policy/principal.ts';
import {
  metricsScopeOf,
  rangeTotalsBy,
  scopeByPerson,
  scopeFilter,
  type ComparedRanges,
  type RangeTotals,
} from '../../../domain/metrics/index.ts';

/** A person's range holds something the team view would count: a deal, a call, outreach, pay. */
const hasRecords = (totals: RangeTotals): boolean =>
  totals.transactions > 0 ||
  totals.newCents !== 0 ||
  totals.planCents !== 0 ||
  totals.revenueCents !== 0 ||
  totals.commissionCents !== 0 ||
  totals.calls > 0 ||
  totals.messages > 0 ||
  totals.dials > 0;

/**
 * What the status filter hides from a team view: when it keeps only active people (the
 * default), the inactive people the other filters would keep who have records in the current
 * range, and their total cash collected there. Undefined when the filter hides nobody with
 * records (or keeps inactive people). Read through the same scope builder as the figures, so
 * "shown + excluded" is what the view shows with both statuses (tested in team-routes.test.ts).
 */
export async function teamExcluded(
  db: Db,
  viewer: UserPrincipal,
  filters: TeamFilters,
  compared: ComparedRanges,
): Promise<TeamExcluded | undefined> {
  const status = filters.is_active ?? [];
  const activeOnly =
    status.includes(teamStatusIds.active) && !status.includes(teamStatusIds.inactive);
  if (!activeOnly) return undefined;
  const inactive = scopeByPerson(
    metricsScopeOf(viewer, {
      kind: 'team',
      filters: { ...filters, is_active: [teamStatusIds.inactive] },
    }),
  );
  const totals = await rangeTotalsBy(db, scopeFilter(inactive), compared.bounds, 'person');
  let people = 0;
  let cents = 0;
  for (const { current } of totals.values()) {
    if (!hasRecords(current)) continue;
    people += 1;
    cents += current.newCents + current.planCents;
  }
  return people === 0 ? undefined : { people, totalCash: Math.round(cents) / 100 };
}
