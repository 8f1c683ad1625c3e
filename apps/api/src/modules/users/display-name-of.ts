import { sql, type SQL } from 'drizzle-orm';

/**
 * The name shown for a person: their display name, else "first last" (domain §3), else the
 * email, so a pending invite without names is still recognisable in lists and menus.
 */
export function displayNameOf(user: {
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
}): string {
  return user.displayName || `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** {@link displayNameOf} in SQL, for the `users` row aliased `alias`. */
export function displayNameSql(alias: SQL): SQL {
  return sql`coalesce(nullif(${alias}.display_name, ''),
    nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.email)`;
}
