import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

type Row = Record<string, unknown>;

/**
 * Rows of a raw query, typed by the caller; both drivers answer `{ rows }`. The one place that
 * casts a driver's result: queries read their rows through it.
 */
export async function rowsOf<T = Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Rows of a raw query read as ONE json text, for queries of tens of thousands of rows: PGlite
 * decodes each field of each row in JavaScript, about three times slower than one `JSON.parse`
 * (a month's 91,000 statement lines: 3.6 s against 1.2 s). Values arrive as JSON has them:
 * bigint as a number (exact below 2^53: cents are), date as `YYYY-MM-DD`, numeric as a number
 * (cast it to text in the query when its digits matter).
 */
export async function jsonRowsOf<T = Row>(db: Db, query: SQL): Promise<T[]> {
  const [row] = await rowsOf<{ rows: string | null }>(
    db,
    sql`SELECT json_agg(q)::text AS rows FROM (${query}) AS q`,
  );
  return row?.rows ? (JSON.parse(row.rows) as T[]) : [];
}

/** A nullable integer column from either driver (bigint may arrive as text). */
export const intOrNull = (value: unknown): number | null => (value == null ? null : Number(value));

/** Dollars with at most 2 decimals from integer cents (text or number from the driver). */
export function dollars(cents: unknown): number {
  return Number(cents) / 100;
}

/** An ISO instant from a driver's timestamp (a Date or text). */
export function isoInstant(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** A calendar date `YYYY-MM-DD` from a driver's date (text, or a Date at UTC midnight). */
export function isoDay(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
