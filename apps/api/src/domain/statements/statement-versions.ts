import type { StatementVersion } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoInstant, rowsOf } from '../../db/rows-of.ts';
import { currentStatementSql } from './current-statements.ts';

/**
 * The person's stored statements of `month`, oldest version first: a reopened month keeps the
 * version it replaced, which the statement screen offers to open.
 */
export async function statementVersions(
  db: Db,
  organizationId: number,
  userId: number,
  month: string,
): Promise<StatementVersion[]> {
  const rows = await rowsOf<{
    statement_id: unknown;
    version: unknown;
    closed_at: unknown;
    superseded: boolean;
  }>(
    db,
    sql`SELECT st.statement_id, st.version, st.closed_at, NOT ${currentStatementSql()} AS superseded
      FROM statements st
      WHERE st.organization_id = ${organizationId} AND st.user_id = ${userId} AND st.month = ${month}
      ORDER BY st.version`,
  );
  return rows.map((row) => ({
    statement_id: Number(row.statement_id),
    version: Number(row.version),
    closed_at: isoInstant(row.closed_at),
    superseded: Boolean(row.superseded),
  }));
}
