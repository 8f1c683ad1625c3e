import {
  firstIsoDate,
  type CreateRoleRequest,
  type Role,
  type UpdateRoleRequest,
} from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { organizationToday } from '../../domain/organization-timezone.ts';
import { fieldError, notFound } from '../../errors/api-error.ts';
import { staleVersion } from '../../errors/stale-version.ts';
import { listRoles } from './role-rows.ts';

const titleTaken = () =>
  fieldError('role_title', 'Another sales role of this organization has this title');

/** 400 naming `role_title` when another role of the organization has it, whatever the case. */
async function assertTitleFree(db: Db, organizationId: number, title: string, except = 0) {
  const [taken] = await rowsOf(
    db,
    sql`SELECT 1 FROM roles WHERE organization_id = ${organizationId}
      AND lower(role_title) = lower(${title}) AND role_id <> ${except}`,
  );
  if (taken) throw titleTaken();
}

async function guardingTitle<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw titleTaken();
    throw error;
  }
}

async function roleOf(db: Db, organizationId: number, roleId: number): Promise<Role> {
  const [role] = await listRoles(db, organizationId, roleId);
  if (!role) throw notFound();
  return role;
}

/** Creates a sales role paying `commission` percent on every date. @throws 400 naming `role_title` */
export async function createRole(
  db: Db,
  organizationId: number,
  body: CreateRoleRequest,
): Promise<Role> {
  await assertTitleFree(db, organizationId, body.role_title);
  const [row] = await guardingTitle(() =>
    rowsOf<{ role_id: number }>(
      db,
      sql`INSERT INTO roles (organization_id, role_title, commission)
        VALUES (${organizationId}, ${body.role_title}, ${body.commission}) RETURNING role_id`,
    ),
  );
  if (!row) throw notFound();
  const role = await roleOf(db, organizationId, row.role_id);
  await recordAudit(db, {
    organizationId,
    action: 'role.created',
    entityType: 'role',
    entityId: role.role_id,
    after: role,
  });
  return role;
}

/**
 * Records that from `from` on the role pays `commission` percent. A role's first change also
 * records the rate it had until then from the first date a deal may have, so deals dated
 * before the change keep that rate whatever is changed later. The same role and day replaces
 * the earlier entry. Splits already paid never change: they keep the rate they were written at.
 */
async function recordRoleRate(
  db: Db,
  organizationId: number,
  roleId: number,
  commission: number,
  from: string,
) {
  await db.execute(sql`INSERT INTO role_rates (organization_id, role_id, commission, effective_from)
    SELECT ${organizationId}, r.role_id, r.commission, ${firstIsoDate} FROM roles r
    WHERE r.role_id = ${roleId} AND ${from}::date > ${firstIsoDate}::date
      AND NOT EXISTS (SELECT 1 FROM role_rates rr WHERE rr.role_id = ${roleId})`);
  await db.execute(sql`INSERT INTO role_rates (organization_id, role_id, commission, effective_from)
    VALUES (${organizationId}, ${roleId}, ${commission}, ${from})
    ON CONFLICT (role_id, effective_from) DO UPDATE SET commission = EXCLUDED.commission, created_at = now()`);
  // The role's own column holds its newest rate, for readers of the table; rates on a date
  // always come from role_rates (domain/money/role-rate-sql.ts).
  await db.execute(sql`UPDATE roles SET commission = (
      SELECT rr.commission FROM role_rates rr WHERE rr.role_id = ${roleId}
      ORDER BY rr.effective_from DESC LIMIT 1)
    WHERE role_id = ${roleId}`);
}

/**
 * Renames, re-rates from a day on, archives (`is_active: false`) or restores a role. Archiving
 * only takes it out of the pickers: whoever holds it keeps being paid at it.
 * @throws ApiError 404; 409 `stale-version`; 400 naming `role_title` (taken) or
 *   `effective_from` (given without a new commission)
 */
export async function updateRole(
  db: Db,
  organizationId: number,
  roleId: number,
  body: UpdateRoleRequest,
): Promise<Role> {
  const [row] = await rowsOf<{ version: number }>(
    db,
    sql`SELECT version FROM roles
      WHERE role_id = ${roleId} AND organization_id = ${organizationId} FOR UPDATE`,
  );
  if (!row) throw notFound();
  if (row.version !== body.version) throw staleVersion('sales role');
  const before = await roleOf(db, organizationId, roleId);
  if (body.effective_from !== undefined && body.commission === undefined) {
    throw fieldError('effective_from', 'Only goes with a new commission');
  }
  if (body.role_title !== undefined) {
    await assertTitleFree(db, organizationId, body.role_title, roleId);
  }
  if (body.commission !== undefined) {
    const from = body.effective_from ?? (await organizationToday(db, organizationId));
    await recordRoleRate(db, organizationId, roleId, body.commission, from);
  }
  await guardingTitle(() =>
    db.execute(sql`UPDATE roles SET
        role_title = coalesce(${body.role_title ?? null}, role_title),
        is_active = coalesce(${body.is_active ?? null}::boolean, is_active),
        version = version + 1
      WHERE role_id = ${roleId}`),
  );
  const after = await roleOf(db, organizationId, roleId);
  await recordAudit(db, {
    organizationId,
    action: 'role.updated',
    entityType: 'role',
    entityId: roleId,
    before,
    after,
  });
  return after;
}
