import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { organizationTodaySql } from '../organization-timezone.ts';
import { previousMonth } from './calendar-months.ts';
import { monthsWithLines } from './months-with-lines.ts';

/**
 * The months the admin's month picker offers, newest first: every month with lines, every
 * month with a period row (closed, or reopened), this month and the last, none after this
 * month. An organization with years of history reaches each of its months, not only the
 * last year's.
 */
export async function pickerMonths(db: Db, organizationId: number): Promise<string[]> {
  const [withLines, rows] = await Promise.all([
    monthsWithLines(db, organizationId),
    rowsOf<{ month: string; current: string }>(
      db,
      sql`SELECT p.month, to_char(${organizationTodaySql(organizationId)}, 'YYYY-MM') AS current
        FROM (SELECT month FROM statement_periods WHERE organization_id = ${organizationId}
          UNION SELECT NULL) AS p`,
    ),
  ]);
  const current = rows[0]?.current ?? '';
  const months = new Set([current, previousMonth(current), ...withLines]);
  for (const row of rows) if (row.month) months.add(row.month);
  return [...months].filter((month) => month <= current).sort((a, b) => (a < b ? 1 : -1));
}
