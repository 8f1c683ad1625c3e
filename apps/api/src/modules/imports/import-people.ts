import type { ImportPerson } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { displayNameSql } from '../../domain/display-name-sql.ts';

/**
 * The people an import may map a file's names to: everyone of the organization, active or
 * not, except a revoked invite: an invitee who never set a password, is inactive, was sent an
 * invite, and is named on no deal. A person an import created, or one with deals who was
 * later invited and revoked, stays: their records are theirs.
 */
export async function importPeople(db: Db, organizationId: number): Promise<ImportPerson[]> {
  const rows = await rowsOf<{
    user_id: unknown;
    display_name: unknown;
    email: unknown;
    is_active: unknown;
  }>(
    db,
    sql`SELECT u.user_id, ${displayNameSql(sql`u`)} AS display_name, u.email, u.is_active
      FROM users u
      WHERE u.organization_id = ${organizationId}
        AND NOT (
          NOT u.is_active AND u.password_hash IS NULL
          AND EXISTS (SELECT 1 FROM action_codes c WHERE c.user_id = u.user_id AND c.kind = 'invite')
          AND NOT EXISTS (SELECT 1 FROM transactions tr
            WHERE tr.organization_id = u.organization_id
              AND (tr.user_id = u.user_id OR tr.setter_id = u.user_id))
        )
      ORDER BY lower(${displayNameSql(sql`u`)}), u.user_id`,
  );
  return rows.map((row) => ({
    user_id: Number(row.user_id),
    display_name: String(row.display_name),
    email: String(row.email),
    is_active: row.is_active === true || row.is_active === 't',
  }));
}
