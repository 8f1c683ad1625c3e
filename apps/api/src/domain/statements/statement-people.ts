import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { displayNameSql } from '../display-name-sql.ts';
import { amongPeople } from './month-lines.ts';

/** A person as a statement names them (their shown name, `displayNameSql`). */
export type StatementPerson = {
  userId: number;
  displayName: string;
  email: string;
  payrollId: string | null;
};

/** The people of the organization among `people`, by id; one query for them all. */
export async function statementPeople(
  db: Db,
  organizationId: number,
  people: readonly number[],
): Promise<StatementPerson[]> {
  const rows = await rowsOf<{
    user_id: unknown;
    display_name: string;
    email: string;
    payroll_id: string | null;
  }>(
    db,
    sql`SELECT u.user_id, ${displayNameSql(sql`u`)} AS display_name, u.email, u.payroll_id
      FROM users u WHERE u.organization_id = ${organizationId}
        AND ${amongPeople(sql`u.user_id`, people)}
      ORDER BY u.user_id`,
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    displayName: row.display_name,
    email: row.email,
    payrollId: row.payroll_id,
  }));
}
