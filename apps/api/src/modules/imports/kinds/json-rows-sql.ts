import { sql, type SQL } from 'drizzle-orm';

/**
 * A chunk of rows as a table in one query (`jsonb_to_recordset`), so a thousand rows are read
 * or written in one statement rather than a thousand. `columns` names each key's SQL type; the
 * names come from code, never from a file.
 */
export function jsonRowsSql(
  rows: readonly Record<string, unknown>[],
  columns: Readonly<Record<string, string>>,
  alias = 'x',
): SQL {
  const declared = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS ${sql.raw(alias)}(${sql.raw(declared)})`;
}

/** A list of ids as a subquery (`x IN ${jsonIdsSql(ids)}`): one parameter however many. */
export function jsonIdsSql(ids: readonly number[]): SQL {
  return sql`(SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
}

/** A list of texts as a subquery (`x IN ${jsonTextsSql(texts)}`). */
export function jsonTextsSql(texts: readonly string[]): SQL {
  return sql`(SELECT value FROM jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb))`;
}
