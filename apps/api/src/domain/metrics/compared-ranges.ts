import type { MetricDifference, MetricValues } from '@salesdash/api-contract';
import { daysInRange, previousRange, type DateRange } from '@salesdash/util-period';
import { DateTime } from 'luxon';
import type { Db } from '../../db/client.ts';
import { organizationTimezone } from '../organization-timezone.ts';
import { metricDifference } from './metric-difference.ts';
import { metricValues } from './metric-values.ts';
import { rangeBounds } from './range-bounds.ts';
import type { RangeTotals } from './range-totals.ts';
import type { RangePair } from './totals-queries.ts';

/** A range and the one before it, as the metric queries and the figures need them. */
export type ComparedRanges = {
  /** The bounds of both ranges and of today, in the organization's timezone. */
  bounds: RangePair;
  range: { current: DateRange; previous: DateRange };
  days: { current: number; previous: number };
};

/**
 * `range` and its previous range (docs/product-rules.md#dates-periods-and-ranges) in
 * `organizationId`'s timezone.
 */
export async function comparedRanges(
  db: Db,
  organizationId: number,
  range: DateRange,
): Promise<ComparedRanges> {
  const timezone = await organizationTimezone(db, organizationId);
  const current = { startDate: range.startDate, endDate: range.endDate };
  const previous = previousRange(current);
  const today = DateTime.now().setZone(timezone).toISODate() ?? '';
  return {
    bounds: {
      current: rangeBounds(current, timezone),
      previous: rangeBounds(previous, timezone),
      today: rangeBounds({ startDate: today, endDate: today }, timezone),
    },
    range: { current, previous },
    days: { current: daysInRange(current), previous: daysInRange(previous) },
  };
}

/** Both ranges' figures from their totals, and the change between them. */
export function comparedValues(
  totals: { current: RangeTotals; previous: RangeTotals },
  days: ComparedRanges['days'],
): { current: MetricValues; previous: MetricValues; difference: MetricDifference } {
  const current = metricValues(totals.current, days.current);
  const previous = metricValues(totals.previous, days.previous);
  return { current, previous, difference: metricDifference(current, previous) };
}
