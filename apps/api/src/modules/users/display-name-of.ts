/**
 * The name shown for a person: their display name, else "first last", else the
 * email, so a pending invite without names is still recognisable in lists and menus. The
 * same rule in SQL is `displayNameSql` (domain/display-name-sql.ts).
 */
export function displayNameOf(user: {
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
}): string {
  return user.displayName || `${user.firstName} ${user.lastName}`.trim() || user.email;
}
