import type { StatementSpan } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

/**
 * The person's first and latest months with a statement line: their splits, adjustments and
 * stored statements (a carry-over alone is frozen in one). `/statements` opens on the latest,
 * not on today's month, which may have nothing yet, and its year list starts at the first.
 */
export async function statementSpan(
  db: Db,
  organizationId: number,
  userId: number,
): Promise<StatementSpan> {
  const [row] = await rowsOf<{ first_month: string | null; latest_month: string | null }>(
    db,
    sql`SELECT min(month) AS first_month, max(month) AS latest_month FROM (
        SELECT to_char(min(s.split_date), 'YYYY-MM') AS month FROM commission_splits s
          WHERE s.organization_id = ${organizationId} AND s.user_id = ${userId}
        UNION ALL SELECT to_char(max(s.split_date), 'YYYY-MM') FROM commission_splits s
          WHERE s.organization_id = ${organizationId} AND s.user_id = ${userId}
        UNION ALL SELECT to_char(min(j.adjustment_date), 'YYYY-MM') FROM adjustments j
          WHERE j.organization_id = ${organizationId} AND j.user_id = ${userId}
            AND j.deleted_at IS NULL
        UNION ALL SELECT to_char(max(j.adjustment_date), 'YYYY-MM') FROM adjustments j
          WHERE j.organization_id = ${organizationId} AND j.user_id = ${userId}
            AND j.deleted_at IS NULL
        UNION ALL SELECT min(st.month) FROM statements st
          WHERE st.organization_id = ${organizationId} AND st.user_id = ${userId}
        UNION ALL SELECT max(st.month) FROM statements st
          WHERE st.organization_id = ${organizationId} AND st.user_id = ${userId}
      ) AS months`,
  );
  return { first_month: row?.first_month ?? null, latest_month: row?.latest_month ?? null };
}
