import type { DateRange } from '@salesdash/util-period';
import { sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';

/** The ranges of `rangeTotalsBy` as this file needs them: days only. */
type Ranges = { current: DateRange; previous: DateRange; today: DateRange };

const dayOf = (date: string) => DateTime.fromISO(date, { zone: 'utc' });
const isoOf = (day: DateTime) => day.toISODate() ?? '';

/**
 * `range` as `person_rollups` holds it: its whole ISO weeks (Monday to Sunday) that end before
 * `today`, as the Mondays from `weeks.startDate` to `weeks.endDate`, and the days around them.
 * Weeks stop before today's so that every scheduled call of a week row is "not updated".
 */
export function weekCover(
  range: DateRange,
  today: string,
): { weeks: DateRange | null; days: DateRange[] } {
  const start = dayOf(range.startDate);
  const end = dayOf(range.endDate);
  const firstMonday = start.plus({ days: (8 - start.weekday) % 7 });
  const last = DateTime.min(end, dayOf(today).minus({ days: 1 }));
  const lastSunday = last.minus({ days: last.weekday % 7 });
  if (lastSunday < firstMonday.plus({ days: 6 })) return { weeks: null, days: [range] };
  const days: DateRange[] = [];
  if (firstMonday > start) {
    days.push({ startDate: range.startDate, endDate: isoOf(firstMonday.minus({ days: 1 })) });
  }
  if (lastSunday < end) {
    days.push({ startDate: isoOf(lastSunday.plus({ days: 1 })), endDate: range.endDate });
  }
  return {
    weeks: { startDate: isoOf(firstMonday), endDate: isoOf(lastSunday.minus({ days: 6 })) },
    days,
  };
}

/**
 * Both ranges' deals, splits, calls and outbound of `people` (a WHERE on `person_rollups`
 * alias p), as `rangeTotalsBy` names them, per person (`key` the person) or summed (`key` 0),
 * from one table: each range's whole weeks and the days around them, each an index range per
 * person. A day row's scheduled calls are "not updated" before today only; a week row is all
 * before today (see {@link weekCover}). Summed, a call of two of the people is in both their
 * rows: the caller takes the pairs back out.
 */
export function personRollupTotals(people: SQL, ranges: Ranges, perPerson: boolean): SQL {
  const rows = (['current', 'previous'] as const).flatMap((name) => {
    const { weeks, days } = weekCover(ranges[name], ranges.today.startDate);
    const spans = [
      ...(weeks ? [{ span: 7, ...weeks }] : []),
      ...days.map((range) => ({ span: 1, ...range })),
    ];
    return spans.map(
      ({ span, startDate, endDate }) =>
        sql`SELECT ${sql.raw(`'${name}'`)} AS range, p.* FROM person_rollups p
          WHERE ${people} AND p.span = ${sql.raw(String(span))}
            AND p.start BETWEEN ${startDate}::date AND ${endDate}::date`,
    );
  });
  return sql`SELECT range, ${perPerson ? sql`p.user_id` : sql`0`} AS key,
      sum(p.new_cents)::text AS "newCents",
      sum(p.plan_cents)::text AS "planCents",
      sum(p.revenue_cents)::text AS "revenueCents",
      sum(p.new_deals)::int AS "newDeals",
      sum(p.transactions)::int AS transactions,
      sum(p.commission_cents)::text AS "commissionCents",
      sum(p.calls)::int AS calls,
      sum(p.taken)::int AS taken,
      sum(p.no_show)::int AS "noShow",
      sum(p.cancelled)::int AS cancelled,
      coalesce(sum(p.scheduled) FILTER (WHERE p.start < ${ranges.today.startDate}::date), 0)::int AS "notUpdated",
      sum(p.messages)::int AS messages,
      sum(p.dials)::int AS dials,
      sum(p.answered)::int AS answered,
      sum(p.answered_seconds)::text AS "answeredSeconds"
    FROM (${sql.join(rows, sql` UNION ALL `)}) AS p
    GROUP BY 1, 2`;
}

/** The figures a leaderboard ranks by, in the order {@link personBoardFigures} gives them. */
export const boardFigureNames = [
  'newCents',
  'planCents',
  'newDeals',
  'taken',
  'noShow',
  'messages',
  'dials',
] as const;

/** Rows of `person_rollups` of one span, added (`sign` 1) or taken away (-1). */
type SignedSpan = { span: 1 | 7; sign: 1 | -1; startDate: string; endDate: string };

/**
 * `range` as the fewest rows per person of `person_rollups` that sum to it: its whole ISO weeks,
 * and at each end the days in the range or, where fewer, their week less the days outside it
 * (a range from a Tuesday: its week less Monday, two rows instead of six). Only for figures
 * without "not updated", whose week rows may hold today: the leaderboard's.
 */
export function boardCover(range: DateRange): SignedSpan[] {
  const start = dayOf(range.startDate);
  const end = dayOf(range.endDate);
  const mondayOf = (day: DateTime) => day.minus({ days: day.weekday - 1 });
  const days = (from: DateTime, to: DateTime, sign: 1 | -1): SignedSpan[] =>
    from > to ? [] : [{ span: 1, sign, startDate: isoOf(from), endDate: isoOf(to) }];
  const week = (monday: DateTime): SignedSpan => ({
    span: 7,
    sign: 1,
    startDate: isoOf(monday),
    endDate: isoOf(monday),
  });
  /** The days `from`…`to` of one week: as days, or as the week less the others. */
  const part = (from: DateTime, to: DateTime): SignedSpan[] => {
    const monday = mondayOf(from);
    const sunday = monday.plus({ days: 6 });
    const inside = to.diff(from, 'days').days + 1;
    const outside = 7 - inside;
    if (inside <= 1 + outside) return days(from, to, 1);
    return [
      week(monday),
      ...days(monday, from.minus({ days: 1 }), -1),
      ...days(to.plus({ days: 1 }), sunday, -1),
    ];
  };
  const firstMonday = mondayOf(start);
  const lastMonday = mondayOf(end);
  if (firstMonday.equals(lastMonday)) return part(start, end);
  const wholeFrom = firstMonday.plus({ days: 7 });
  const wholeTo = lastMonday.minus({ days: 7 });
  return [
    ...part(start, firstMonday.plus({ days: 6 })),
    ...(wholeFrom <= wholeTo
      ? [{ span: 7, sign: 1, startDate: isoOf(wholeFrom), endDate: isoOf(wholeTo) } as const]
      : []),
    ...part(lastMonday, end),
  ];
}

/**
 * Per person of `people` (a WHERE on `person_rollups` alias p), the figures a leaderboard ranks
 * by for one range, read as {@link boardCover} covers it: its whole weeks, then at most four rows
 * per person at each end (six before, as days). Only those sums ({@link boardFigureNames}, as numbers),
 * grouped by person alone (`key`): on the embedded engine the sort and aggregate of a month's
 * ~3k rows cost as much as reading them.
 */
export function personBoardFigures(people: SQL, range: DateRange): SQL {
  const rows = boardCover(range).map(({ span, sign, startDate, endDate }) => {
    const figure = (column: string) => sql.raw(sign === 1 ? `p.${column}` : `-p.${column}`);
    return sql`SELECT p.user_id, ${figure('new_cents')} AS new_cents,
          ${figure('plan_cents')} AS plan_cents, ${figure('new_deals')} AS new_deals,
          ${figure('taken')} AS taken, ${figure('no_show')} AS no_show,
          ${figure('messages')} AS messages, ${figure('dials')} AS dials
        FROM person_rollups p
        WHERE ${people} AND p.span = ${sql.raw(String(span))}
          AND p.start BETWEEN ${startDate}::date AND ${endDate}::date`;
  });
  return sql`SELECT p.user_id AS key,
      sum(p.new_cents) AS "newCents",
      sum(p.plan_cents) AS "planCents",
      sum(p.new_deals) AS "newDeals",
      sum(p.taken) AS taken,
      sum(p.no_show) AS "noShow",
      sum(p.messages) AS messages,
      sum(p.dials) AS dials
    FROM (${sql.join(rows, sql` UNION ALL `)}) AS p
    GROUP BY p.user_id`;
}
