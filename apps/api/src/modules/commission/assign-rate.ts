import type { AssignCommissionRequest } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../plugins/api-error.ts';
import { rowsOf } from '../sales-lists/list-queries.ts';
import { assertRoleInOrganization } from '../users/org-checks.ts';

/**
 * Records that from `effective_from` on the person is paid as `role_id` on `product_id` (every
 * product when null) at `commission` percent, the role's own rate when none is given. A second
 * assignment for the same person, product and day replaces the first. Nothing already paid
 * changes: splits keep the rate they were written with, and the commission rule picks the
 * assignment in force on each deal's date when that deal is approved.
 * @throws ApiError 400 naming `role_id` or `product_id` when it is not the organization's
 */
export async function assignRate(
  db: Db,
  organizationId: number,
  assignment: AssignCommissionRequest,
): Promise<void> {
  const role = await assertRoleInOrganization(db, organizationId, assignment.role_id);
  if (assignment.product_id !== null) {
    const [product] = await rowsOf(
      db,
      sql`SELECT 1 FROM products
        WHERE product_id = ${assignment.product_id} AND organization_id = ${organizationId}`,
    );
    if (!product) throw fieldError('product_id', 'No such product in this organization');
  }
  const commission = assignment.commission ?? role.commission;
  await db.execute(sql`
    INSERT INTO role_assignments (organization_id, user_id, product_id, role_id, commission, effective_from)
    VALUES (${organizationId}, ${assignment.user_id}, ${assignment.product_id}, ${assignment.role_id},
      ${commission}, ${assignment.effective_from})
    ON CONFLICT (user_id, (coalesce(product_id, 0)), effective_from)
    DO UPDATE SET role_id = EXCLUDED.role_id, commission = EXCLUDED.commission, created_at = now()`);
}
