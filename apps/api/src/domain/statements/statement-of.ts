import type { Statement } from '@salesdash/api-contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/api-error.ts';
import { latestClosedPeriod } from './closed-periods.ts';
import { lateLineNotes } from './late-line-notes.ts';
import { openStatements } from './open-statements.ts';
import { statementPeople } from './statement-people.ts';
import { storedStatement } from './stored-statement.ts';
import { statementVersions } from './statement-versions.ts';

/**
 * The person's statement of a month. A closed month answers its frozen statement as stored
 * (404 when the close froze none for them). An open month answers "so far", as
 * `openStatements` builds it for everyone.
 * @param month - `YYYY-MM`, a month of the organization's calendar
 */
export async function statementOf(
  db: Db,
  organizationId: number,
  userId: number,
  month: string,
): Promise<Statement> {
  const statement = await bareStatementOf(db, organizationId, userId, month);
  if (!statement) throw notFound();
  const [lateNotes, versions] = await Promise.all([
    lateLineNotes(db, organizationId, userId, month, statement),
    statementVersions(db, organizationId, userId, month),
  ]);
  return { ...statement, late_notes: lateNotes, versions };
}

/** The statement without its notes and versions; null when a closed month froze none for them. */
async function bareStatementOf(
  db: Db,
  organizationId: number,
  userId: number,
  month: string,
): Promise<Statement | null> {
  const [person] = await statementPeople(db, organizationId, [userId]);
  if (!person) throw notFound();
  const closed = await latestClosedPeriod(db, organizationId, month);
  if (closed?.month === month) return storedStatement(db, organizationId, userId, month);
  const [statement] = await openStatements(db, organizationId, month, [person], closed);
  if (!statement) throw new Error('no statement was built');
  return statement;
}

/**
 * Why the person's statement of `month` differs from the month's dashboard (see
 * `lateLineNotes`), also when a closed month froze no statement for them.
 * @throws ApiError 404 when the person is not of the organization
 */
export async function statementLateNotes(
  db: Db,
  organizationId: number,
  userId: number,
  month: string,
): Promise<string[]> {
  const statement = await bareStatementOf(db, organizationId, userId, month);
  return lateLineNotes(db, organizationId, userId, month, statement);
}
