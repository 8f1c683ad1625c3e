import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

/**
 * The first day of the organization's "statements start from" month, as SQL, or `-infinity`
 * when it has none: a record dated before it never becomes a statement line
 * (docs/decisions/0067-statements-start-from.md). Asked once per query (an uncorrelated
 * subquery), so a date index still bounds the records read.
 */
export const statementsStartSql = (organizationId: number): SQL =>
  sql`coalesce((SELECT to_date(o.statements_start_from || '-01', 'YYYY-MM-DD') FROM organizations o
    WHERE o.organization_id = ${organizationId}), '-infinity'::date)`;

/** Whether a record's `date` is on or after the organization's statements start. */
export const fromStatementsStart = (organizationId: number, date: SQL): SQL =>
  sql`${date} >= ${statementsStartSql(organizationId)}`;

/** The organization's statements start month (`YYYY-MM`), or null for no limit. */
export async function statementsStartFrom(db: Db, organizationId: number): Promise<string | null> {
  const [row] = await rowsOf<{ start: string | null }>(
    db,
    sql`SELECT statements_start_from AS start FROM organizations
      WHERE organization_id = ${organizationId}`,
  );
  return row?.start ?? null;
}
