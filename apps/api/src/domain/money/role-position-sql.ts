import { sql, type SQL } from 'drizzle-orm';
import { organizationTodaySql } from '../organization-timezone.ts';
import { payRateSql } from './pay-rate-sql.ts';

/**
 * The position of a person's sales role today, 'setter' or 'closer': their default role (a
 * dated assignment in force, else their user role, as the commission rule finds it). Roles
 * carry a title and a rate, no position, so a role whose title says "setter" ("Setter",
 * "Appointment Setter") sets and every other closes (docs/decisions/0029-deals-by-position.md).
 * @param person - SQL of the person's user id
 */
export function rolePositionSql(person: SQL, organizationId: number): SQL {
  return sql`(SELECT CASE WHEN r.role_title ILIKE '%setter%' THEN 'setter' ELSE 'closer' END
    FROM ${payRateSql(person, sql`NULL::int`, organizationTodaySql(organizationId))} AS pay
    JOIN roles r ON r.role_id = pay.role_id)`;
}
