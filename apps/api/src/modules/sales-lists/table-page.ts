import type { Pagination } from '@salesdash/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

export type PageRequest = { page: number; limit: number };

/** A table's query: `select` (SELECT and its list), `from` (FROM and JOINs), filter, order, id. */
export type PageParts = { select: SQL; from: SQL; where: SQL; orderBy: SQL; id: SQL };

/**
 * How a page counts without reading its rows (list-counts.ts): `counts` answers rows of
 * `{ day, n }` whose n add up to the totalCount, one row per calendar day when `seek` is set.
 * `seek` is the order's leading date column when the page is ordered by it: the page then starts
 * at the day holding its first row, so a deep page skips whole days instead of walking them.
 */
export type PageCount = {
  counts: SQL;
  seek: { column: SQL; descending: boolean } | null;
};

type DayCount = { day: string | null; n: unknown };

/** The day holding row `offset` of the order and how many rows come before that day. */
function dayOfRow(
  days: DayCount[],
  offset: number,
  descending: boolean,
): { day: string; before: number } | null {
  const ordered = days
    .filter((row): row is { day: string; n: unknown } => row.day !== null)
    .sort((a, b) => (descending ? b.day.localeCompare(a.day) : a.day.localeCompare(b.day)));
  let before = 0;
  for (const { day, n } of ordered) {
    if (before + Number(n) > offset) return { day, before };
    before += Number(n);
  }
  return null;
}

/** A page past the end has no row to carry the count: the matching rows counted on their own. */
async function countPastTheEnd(db: Db, parts: PageParts, page: number): Promise<number> {
  if (page === 1) return 0;
  const [counted] = await rowsOf<{ total: unknown }>(
    db,
    sql`SELECT count(*) AS total ${parts.from} WHERE ${parts.where}`,
  );
  return Number(counted?.total ?? 0);
}

/** A page beside a count that reads no rows; with `seek`, from the day of its first row. */
async function pageBesideCount<T>(
  db: Db,
  parts: PageParts,
  { page, limit }: PageRequest,
  count: PageCount,
): Promise<{ rows: T[]; totalCount: number }> {
  const days = await rowsOf<DayCount>(db, count.counts);
  const totalCount = days.reduce((sum, row) => sum + Number(row.n), 0);
  let where = parts.where;
  let offset = (page - 1) * limit;
  if (count.seek) {
    const { column, descending } = count.seek;
    const start = dayOfRow(days, offset, descending);
    if (!start) return { rows: [], totalCount };
    where = sql`${where} AND ${column} ${descending ? sql`<=` : sql`>=`} ${start.day}::date`;
    offset -= start.before;
  }
  const rows = await rowsOf<T>(
    db,
    sql`${parts.select} ${parts.from} WHERE ${where} ORDER BY ${parts.orderBy} LIMIT ${limit} OFFSET ${offset}`,
  );
  return { rows, totalCount };
}

/**
 * One page of a table and its `totalCount`. With `count`
 * (docs/decisions/0017-team-calls-and-table-pages.md) the page is a LIMIT/OFFSET that an index in the order can stop early. Without one,
 * the matching rows are read once: their ids, ordered and counted by a window in one pass,
 * then the page's rows by id, in one statement so the rows and the count share a snapshot.
 */
export async function pageOf<T>(
  db: Db,
  parts: PageParts,
  request: PageRequest,
  count: PageCount | null,
): Promise<{ rows: T[]; pagination: Pagination }> {
  const { page, limit } = request;
  let rows: T[];
  let totalCount: number;
  if (count) {
    ({ rows, totalCount } = await pageBesideCount<T>(db, parts, request, count));
  } else {
    const found = await rowsOf<T & { page_total: unknown }>(
      db,
      sql`WITH page AS MATERIALIZED (
        SELECT ${parts.id} AS id, count(*) OVER () AS total ${parts.from} WHERE ${parts.where}
        ORDER BY ${parts.orderBy} LIMIT ${limit} OFFSET ${(page - 1) * limit}
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
