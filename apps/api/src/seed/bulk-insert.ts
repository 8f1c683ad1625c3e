import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** A column to fill and the PostgreSQL type its text value is cast to. */
export type BulkColumn = readonly [name: string, pgType: string];

export type BulkValue = string | number | boolean | null;

const chunkSize = 5000;

/**
 * Inserts rows with one `INSERT … SELECT FROM unnest(text[], …)` per chunk: a handful of
 * parameters per statement whatever the row count, which both PGlite and PostgreSQL parse
 * far faster than thousands of `VALUES` placeholders.
 */
export async function bulkInsert(
  db: Pick<Db, 'execute'>,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly (readonly BulkValue[])[],
): Promise<void> {
  const names = sql.raw(columns.map(([name]) => `"${name}"`).join(', '));
  const casts = sql.raw(columns.map(([name, type]) => `u."${name}"::${type}`).join(', '));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const arrays = columns.map((_, index) =>
      chunk.map((row) => {
        const value = row[index];
        return value === null || value === undefined ? null : String(value);
      }),
    );
    const unnestArgs = sql.join(
      arrays.map((values) => sql`${sql.param(values)}::text[]`),
      sql`, `,
    );
    await db.execute(
      sql`INSERT INTO ${sql.raw(`"${table}"`)} (${names}) SELECT ${casts} FROM unnest(${unnestArgs}) AS u(${names})`,
    );
  }
}
