import type { SQL } from 'drizzle-orm';
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
