import { sql, type SQL } from 'drizzle-orm';

/**
 * The name shown for a person, in SQL, for the `users` row aliased `alias`: their display name,
 * else "first last", else the email. The rule of `displayNameOf`
 * (modules/users/display-name-of.ts); here on the domain floor so the domain's queries name
 * people the same way.
 */
export function displayNameSql(alias: SQL): SQL {
  return sql`coalesce(nullif(${alias}.display_name, ''),
    nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.email)`;
}
