import { sql, type SQL } from 'drizzle-orm';

/**
 * The percent `role` pays on `onDate`: its `role_rates` row in force then, else (a role never
 * changed) its own `roles.commission`. A role's first dated change records the rate before it
 * from the first date a deal may have, so once a role has history every date finds a row.
 * @param role - SQL of the role's id
 * @param onDate - SQL of the date (a deal's date, or the organization's today)
 */
export function roleRateSql(role: SQL, onDate: SQL): SQL {
  return sql`coalesce(
    (SELECT rr.commission FROM role_rates rr
      WHERE rr.role_id = ${role} AND rr.effective_from <= ${onDate}
      ORDER BY rr.effective_from DESC LIMIT 1),
    (SELECT ro.commission FROM roles ro WHERE ro.role_id = ${role}))`;
}
