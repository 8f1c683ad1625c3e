import type { Role } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { organizationTodaySql } from '../../domain/organization-timezone.ts';
import { roleRateSql } from '../../domain/money/index.ts';

type RoleRow = {
  role_id: number;
  role_title: string;
  commission: string;
  is_active: boolean;
  version: number;
  rates: string;
};

/**
 * The organization's sales roles by title (or the one `roleId`), each with the rate in force
 * on its today, as the commission rule reads it, and its dated rates newest first.
 */
export async function listRoles(db: Db, organizationId: number, roleId?: number): Promise<Role[]> {
  const rows = await rowsOf<RoleRow>(
    db,
    sql`SELECT r.role_id, r.role_title, r.is_active, r.version,
        (${roleRateSql(sql`r.role_id`, organizationTodaySql(organizationId))})::text AS commission,
        (SELECT coalesce(json_agg(json_build_object(
            'commission', rr.commission, 'effective_from', rr.effective_from::text
          ) ORDER BY rr.effective_from DESC), '[]')::text
          FROM role_rates rr WHERE rr.role_id = r.role_id) AS rates
      FROM roles r
      WHERE r.organization_id = ${organizationId} AND (${roleId ?? null}::int IS NULL OR r.role_id = ${roleId ?? null}::int)
      ORDER BY r.role_title, r.role_id`,
  );
  return rows.map((row) => ({
    role_id: String(row.role_id),
    role_title: row.role_title,
    commission: Number(row.commission),
    is_active: row.is_active,
    version: row.version,
    rates: (JSON.parse(row.rates) as { commission: number | string; effective_from: string }[]).map(
      (rate) => ({ commission: Number(rate.commission), effective_from: rate.effective_from }),
    ),
  }));
}
