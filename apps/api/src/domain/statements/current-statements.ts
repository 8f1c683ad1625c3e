import { sql, type SQL } from 'drizzle-orm';

/**
 * The condition that a stored statement `st` is current: its period is closed and it is of the
 * period's version. A reopened month's statements stay stored but are superseded, so a key
 * frozen only in them counts as not frozen (re-closing the month must freeze it again).
 */
export const currentStatementSql = (st: SQL = sql.raw('st')): SQL =>
  sql`EXISTS (SELECT 1 FROM statement_periods cur
    WHERE cur.statement_period_id = ${st}.statement_period_id AND cur.status = 'closed'
      AND cur.version = ${st}.version)`;
