import type { CloserList } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rolePositionSql } from '../../domain/money/index.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { displayNameSql } from '../../domain/display-name-sql.ts';

/**
 * The organization's active, registered people whose sales role closes deals
 * (role-position-sql.ts; one without a role may close too), but `except` (the setter asking),
 * by name.
 */
export async function closerList(
  db: Db,
  organizationId: number,
  except: number,
): Promise<CloserList> {
  // Alias m: the rate lookup inside reads its own `users u` and `roles r`.
  const rows = await rowsOf<{ user_id: number; display_name: string }>(
    db,
    sql`SELECT c.user_id, c.display_name FROM (
        SELECT m.user_id, ${displayNameSql(sql`m`)} AS display_name,
          ${rolePositionSql(sql`m.user_id`, organizationId)} AS position
        FROM users m
        WHERE m.organization_id = ${organizationId} AND m.is_active AND m.password_hash IS NOT NULL
          AND m.user_id <> ${except}
      ) AS c
      WHERE c.position IS DISTINCT FROM 'setter'
      ORDER BY lower(c.display_name), c.user_id`,
  );
  return {
    closers: rows.map((row) => ({
      user_id: Number(row.user_id),
      display_name: String(row.display_name),
    })),
  };
}
