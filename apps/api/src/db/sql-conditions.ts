import { sql, type SQL } from 'drizzle-orm';

/** `search` as an ILIKE pattern (with `ESCAPE '\'`) matching it anywhere, wildcards literal. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Conditions joined with AND (TRUE when none). */
export function allOf(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);
}
