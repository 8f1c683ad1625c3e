import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { statementsStartSql } from './statements-start.ts';

/**
 * Every month (`YYYY-MM`, oldest first) in which the organization has a split or a live
 * adjustment dated on or after its statements start: the months that have statement lines.
 * A skip scan over the (organization, date) indexes, one probe per month that has records,
 * never a read of every record (years of history hold hundreds of thousands).
 */
export async function monthsWithLines(db: Db, organizationId: number): Promise<string[]> {
  const first = (from: ReturnType<typeof sql>) =>
    sql`date_trunc('month', least(
      (SELECT min(s.split_date) FROM commission_splits s
        WHERE s.organization_id = ${organizationId} AND s.split_date >= ${from}),
      (SELECT min(j.adjustment_date) FROM adjustments j
        WHERE j.organization_id = ${organizationId} AND j.deleted_at IS NULL
          AND j.adjustment_date >= ${from})))::date`;
  const rows = await rowsOf<{ month: string }>(
    db,
    sql`WITH RECURSIVE m(start) AS (
        SELECT ${first(statementsStartSql(organizationId))}
        UNION ALL
        SELECT ${first(sql`(m.start + interval '1 month')::date`)} FROM m WHERE m.start IS NOT NULL
      )
      SELECT to_char(start, 'YYYY-MM') AS month FROM m WHERE start IS NOT NULL ORDER BY start`,
  );
  return rows.map((row) => row.month);
}
