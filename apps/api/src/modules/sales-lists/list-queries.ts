import type { Pagination } from '@salesdash/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type Row = Record<string, unknown>;

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function rowsOf<T = Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `search` as an ILIKE pattern (with `ESCAPE '\'`) matching it anywhere, wildcards literal. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Conditions joined with AND (TRUE when none). */
export function allOf(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);
}

export type PageRequest = { page: number; limit: number };

/** A table's query: `select` (SELECT and its list), `from` (FROM and JOINs), filter, order, id. */
export type PageParts = { select: SQL; from: SQL; where: SQL; orderBy: SQL; id: SQL };

/** A page past the end has no row to carry the count: the matching rows counted on their own. */
async function countPastTheEnd(db: Db, parts: PageParts, page: number): Promise<number> {
  if (page === 1) return 0;
  const [counted] = await rowsOf<{ total: unknown }>(
    db,
    sql`SELECT count(*) AS total ${parts.from} WHERE ${parts.where}`,
  );
  return Number(counted?.total ?? 0);
}

/**
 * One page of a table and its `totalCount`. With `count` (a query answering `total` without
 * reading the rows, decisions.md "Table pages") the page is a LIMIT/OFFSET that an index in
 * the order can stop early, beside that count. Without one, the matching rows are read once:
 * their ids, ordered and counted by a window in one pass, then the page's rows by id, all in
 * one statement so the rows and the count come from the same snapshot.
 */
export async function pageOf<T>(
  db: Db,
  parts: PageParts,
  { page, limit }: PageRequest,
  count: SQL | null,
): Promise<{ rows: T[]; pagination: Pagination }> {
  const offset = (page - 1) * limit;
  let rows: T[];
  let totalCount: number;
  if (count) {
    const [found, counted] = await Promise.all([
      rowsOf<T>(
        db,
        sql`${parts.select} ${parts.from} WHERE ${parts.where} ORDER BY ${parts.orderBy} LIMIT ${limit} OFFSET ${offset}`,
      ),
      rowsOf<{ total: unknown }>(db, count),
    ]);
    rows = found;
    totalCount = Number(counted[0]?.total ?? 0);
  } else {
    const found = await rowsOf<T & { page_total: unknown }>(
      db,
      sql`WITH page AS MATERIALIZED (
        SELECT ${parts.id} AS id, count(*) OVER () AS total ${parts.from} WHERE ${parts.where}
        ORDER BY ${parts.orderBy} LIMIT ${limit} OFFSET ${offset}
      )
      ${parts.select}, page.total AS page_total ${parts.from} JOIN page ON page.id = ${parts.id}
      ORDER BY ${parts.orderBy}`,
    );
    rows = found;
    totalCount =
      found.length > 0 ? Number(found[0]?.page_total) : await countPastTheEnd(db, parts, page);
  }
  const totalPages = Math.ceil(totalCount / limit);
  return { rows, pagination: { hasNextPage: page < totalPages, totalCount, totalPages } };
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
