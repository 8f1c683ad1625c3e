import type { Statement } from '@salesdash/api-contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/api-error.ts';
import { latestClosedPeriod } from './closed-periods.ts';
import { openStatements } from './open-statements.ts';
import { statementPeople } from './statement-people.ts';
import { storedStatement } from './stored-statement.ts';

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
  const [person] = await statementPeople(db, organizationId, [userId]);
  if (!person) throw notFound();
  const closed = await latestClosedPeriod(db, organizationId, month);
  if (closed?.month === month) {
    const stored = await storedStatement(db, organizationId, userId, month);
    if (!stored) throw notFound();
    return stored;
  }
  const [statement] = await openStatements(db, organizationId, month, [person], closed);
  if (!statement) throw new Error('no statement was built');
  return statement;
}
