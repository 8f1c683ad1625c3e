import type { StatementPayrollExport, StatementPayrollFormat } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoInstant, rowsOf } from '../../db/rows-of.ts';
import { statementExports } from '../../db/schema/index.ts';
import { displayNameSql } from '../display-name-sql.ts';

/**
 * The month's latest payroll export, superseded when the period's version (now
 * `currentVersion`) moved past the one it was made from: a reopening came after it.
 */
export async function lastPayrollExport(
  db: Db,
  organizationId: number,
  month: string,
  currentVersion: number,
): Promise<StatementPayrollExport | null> {
  const [row] = await rowsOf<{ exported_at: unknown; version: unknown; name: string | null }>(
    db,
    sql`SELECT e.exported_at, e.version, ${displayNameSql(sql`u`)} AS name
      FROM statement_exports e LEFT JOIN users u ON u.user_id = e.exported_by
      WHERE e.organization_id = ${organizationId} AND e.month = ${month}
      ORDER BY e.exported_at DESC, e.statement_export_id DESC LIMIT 1`,
  );
  if (!row) return null;
  const version = Number(row.version);
  return {
    exported_at: isoInstant(row.exported_at),
    exported_by_name: row.name,
    version,
    superseded: currentVersion > version,
  };
}

/** Records a download of the month's payroll export. */
export async function recordPayrollExport(
  db: Db,
  entry: {
    organizationId: number;
    month: string;
    version: number;
    format: StatementPayrollFormat;
    exportedBy: number;
  },
): Promise<void> {
  await db.insert(statementExports).values(entry);
}
