import { firstIsoDate, type AssignCommissionRequest } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { fieldError } from '../../errors/api-error.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { assertRoleInOrganization } from '../users/org-checks.ts';

/**
 * Records that from `effective_from` on the person is paid as `role_id` on `product_id` (every
 * product when null) at `commission` percent; without one they follow the role's rate in force
 * on each deal's date (role_rates), so a later % change of the role reaches them from its date. A second
 * assignment for the same person, product and day replaces the first. Nothing already paid
 * changes: splits keep the rate they were written with, and the commission rule picks the
 * assignment in force on each deal's date when that deal is approved.
 *
 * The person's first assignment on a product, or on every product, also records the current
 * role it takes over from (the product team's role, or the person's own role), from the first
 * date a deal may have: deals dated before the change keep that rate when the team or the
 * person's role is edited later, instead of following the current rows (pay-rate-sql.ts).
 * Without a product team role, a product's earlier deals follow the every-product rates, so
 * nothing is recorded for it.
 * @throws ApiError 400 naming `role_id` or `product_id` when it is not the organization's
 */
export async function assignRate(
  db: Db,
  organizationId: number,
  assignment: AssignCommissionRequest,
): Promise<void> {
  await assertRoleInOrganization(db, organizationId, assignment.role_id);
  if (assignment.product_id !== null) {
    const [product] = await rowsOf(
      db,
      sql`SELECT 1 FROM products
        WHERE product_id = ${assignment.product_id} AND organization_id = ${organizationId}`,
    );
    if (!product) throw fieldError('product_id', 'No such product in this organization');
  }
  const { user_id: userId, product_id: productId, effective_from: from } = assignment;
  const commission = assignment.commission ?? null;
  await db.transaction(async (tx) => {
    // The assignment this one replaces (same person, product and day), if any.
    const [replaced] = await rowsOf<{ role_id: number | null; commission: string | null }>(
      tx,
      sql`SELECT role_id, commission::text AS commission FROM role_assignments
        WHERE user_id = ${userId} AND product_id IS NOT DISTINCT FROM ${productId}::int
          AND effective_from = ${from}::date
        FOR UPDATE`,
    );
    const assigned = (roleId: number | null, rate: number | null) => ({
      user_id: userId,
      product_id: productId,
      role_id: roleId,
      commission: rate,
      effective_from: from,
    });
    await recordAudit(tx, {
      organizationId,
      action: 'commission_rate.changed',
      entityType: 'user',
      entityId: userId,
      before: replaced
        ? assigned(
            replaced.role_id,
            replaced.commission === null ? null : Number(replaced.commission),
          )
        : null,
      after: assigned(assignment.role_id, commission),
    });
    await recordAssignment(tx, {
      organizationId,
      userId,
      productId,
      roleId: assignment.role_id,
      commission,
      from,
    });
  });
}

/** One dated assignment: who, where (a product, or every product when null), as what. */
export type DatedAssignment = {
  organizationId: number;
  userId: number;
  productId: number | null;
  /** null ends the person's role on the product from `from` on (they left its team). */
  roleId: number | null;
  /** The person's own percent; null follows the role's rate in force on each deal's date. */
  commission: number | null;
  from: string;
};

/**
 * Writes `assignment` in the caller's transaction, after recording the role in force before
 * it when it is the person's first in that place (see assignRate); call it before changing
 * the product team row it takes over from. The same person, place and day replaces the earlier
 * entry. Splits already paid never change.
 */
export async function recordAssignment(tx: Db, assignment: DatedAssignment): Promise<void> {
  const { organizationId, userId, productId, roleId, commission, from } = assignment;
  await tx.execute(sql`
    INSERT INTO role_assignments (organization_id, user_id, product_id, role_id, commission, effective_from)
    SELECT ${organizationId}, ${userId}, ${productId}::int, current.role_id, NULL, ${firstIsoDate}
    FROM (
      SELECT pe.role_id FROM product_employees pe
        WHERE pe.user_id = ${userId} AND pe.product_id = ${productId}::int
      UNION ALL
      SELECT u.role_id FROM users u WHERE u.user_id = ${userId} AND ${productId}::int IS NULL
    ) AS current
    WHERE current.role_id IS NOT NULL AND ${from}::date > ${firstIsoDate}::date AND NOT EXISTS (
      SELECT 1 FROM role_assignments a
      WHERE a.user_id = ${userId} AND a.product_id IS NOT DISTINCT FROM ${productId}::int)
    ON CONFLICT (user_id, (coalesce(product_id, 0)), effective_from) DO NOTHING`);
  await tx.execute(sql`
    INSERT INTO role_assignments (organization_id, user_id, product_id, role_id, commission, effective_from)
    VALUES (${organizationId}, ${userId}, ${productId}, ${roleId}, ${commission}, ${from})
    ON CONFLICT (user_id, (coalesce(product_id, 0)), effective_from)
    DO UPDATE SET role_id = EXCLUDED.role_id, commission = EXCLUDED.commission, created_at = now()`);
}
