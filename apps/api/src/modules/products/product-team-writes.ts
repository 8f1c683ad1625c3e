import type {
  AddProductUserRequest,
  Product,
  UpdateProductUserRequest,
} from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { organizationToday } from '../../domain/organization-timezone.ts';
import { ApiError, fieldError, notFound } from '../../errors/api-error.ts';
import { recordAssignment } from '../commission/assign-rate.ts';
import { bumpProductVersion, lockProductVersion } from './product-writes.ts';
import { getProduct } from './product-rows.ts';

/** The day a team change takes effect: the one given, else the organization's today. */
const dayOf = async (db: Db, organizationId: number, given: string | undefined) =>
  given ?? (await organizationToday(db, organizationId));

/** 400 naming `role_id` unless it is an active role of the organization (archived ones leave pickers). */
async function assertActiveRole(db: Db, organizationId: number, roleId: number) {
  const [role] = await rowsOf<{ is_active: boolean }>(
    db,
    sql`SELECT is_active FROM roles WHERE role_id = ${roleId} AND organization_id = ${organizationId}`,
  );
  if (!role) throw fieldError('role_id', 'No such role in this organization');
  if (!role.is_active) throw fieldError('role_id', 'This role is archived; pick an active one');
}

/** The person's current row on the product's team, if any. */
async function teamRow(db: Db, productId: number, userId: number) {
  const [row] = await rowsOf<{ role_id: number; title: string }>(
    db,
    sql`SELECT role_id, title FROM product_employees
      WHERE product_id = ${productId} AND user_id = ${userId}`,
  );
  return row;
}

type TeamAction =
  'product.team_member_added' | 'product.team_member_changed' | 'product.team_member_removed';

/** Counts the team edit and records it, the product with its team before and after. */
async function finishTeamChange(
  db: Db,
  organizationId: number,
  productId: number,
  action: TeamAction,
  before: Product,
): Promise<Product> {
  await bumpProductVersion(db, productId);
  const after = await getProduct(db, productId);
  await recordAudit(db, {
    organizationId,
    action,
    entityType: 'product',
    entityId: productId,
    before,
    after,
  });
  return after;
}

/**
 * Puts an active person on the product's team as `role_id` with `title`, paid so from
 * `effective_from` on: a dated assignment is written, so their deals dated earlier keep the
 * rate they were made under. @throws ApiError 404 for another organization's product; 400
 * naming `user_id` (not an active member, or already on the team) or `role_id`; 409 for an
 * archived product
 */
export async function addProductUser(
  db: Db,
  organizationId: number,
  productId: number,
  body: AddProductUserRequest,
): Promise<Product> {
  const { isActive } = await lockProductVersion(db, organizationId, productId, undefined);
  const before = await getProduct(db, productId);
  if (!isActive) {
    throw new ApiError(409, 'conflict', 'This product is archived; restore it to change its team');
  }
  const [person] = await rowsOf(
    db,
    sql`SELECT 1 FROM users WHERE user_id = ${body.user_id}
      AND organization_id = ${organizationId} AND is_active`,
  );
  if (!person) throw fieldError('user_id', 'No such active person in this organization');
  await assertActiveRole(db, organizationId, body.role_id);
  if (await teamRow(db, productId, body.user_id)) {
    throw fieldError('user_id', 'Already on this product’s team; change their role instead');
  }
  await recordAssignment(db, {
    organizationId,
    userId: body.user_id,
    productId,
    roleId: body.role_id,
    commission: null,
    from: await dayOf(db, organizationId, body.effective_from),
  });
  await db.execute(sql`INSERT INTO product_employees (product_id, user_id, role_id, title)
    VALUES (${productId}, ${body.user_id}, ${body.role_id}, ${body.title ?? ''})`);
  return finishTeamChange(db, organizationId, productId, 'product.team_member_added', before);
}

/**
 * Changes a team member's role from `effective_from` on (a dated assignment: their earlier
 * deals keep the old rate) and their title. @throws ApiError 404, 409 `stale-version`, 400
 * naming `user_id` (not on the team) or `role_id`
 */
export async function updateProductUser(
  db: Db,
  organizationId: number,
  productId: number,
  body: UpdateProductUserRequest,
): Promise<Product> {
  await lockProductVersion(db, organizationId, productId, body.version);
  const before = await getProduct(db, productId);
  const member = await teamRow(db, productId, body.user_id);
  if (!member) throw fieldError('user_id', 'Not on this product’s team');
  if (body.role_id !== undefined && body.role_id !== member.role_id) {
    await assertActiveRole(db, organizationId, body.role_id);
    // Before the team row changes: a first assignment records the role it takes over from.
    await recordAssignment(db, {
      organizationId,
      userId: body.user_id,
      productId,
      roleId: body.role_id,
      commission: null,
      from: await dayOf(db, organizationId, body.effective_from),
    });
  }
  await db.execute(sql`UPDATE product_employees SET
      role_id = ${body.role_id ?? member.role_id}, title = ${body.title ?? member.title}
    WHERE product_id = ${productId} AND user_id = ${body.user_id}`);
  return finishTeamChange(db, organizationId, productId, 'product.team_member_changed', before);
}

/**
 * Takes a person off the product's team from `effectiveFrom` on: a dated row ends their role
 * there, so their later deals follow their every-product rate and earlier ones keep theirs.
 * @throws ApiError 404 when the product is not the organization's or they are not on its team
 */
export async function removeProductUser(
  db: Db,
  organizationId: number,
  productId: number,
  userId: number,
  effectiveFrom: string | undefined,
): Promise<Product> {
  await lockProductVersion(db, organizationId, productId, undefined);
  const before = await getProduct(db, productId);
  if (!(await teamRow(db, productId, userId))) throw notFound();
  const from = await dayOf(db, organizationId, effectiveFrom);
  // Changes scheduled past the day they leave would put them back on the product.
  await db.execute(sql`DELETE FROM role_assignments
    WHERE user_id = ${userId} AND product_id = ${productId} AND effective_from > ${from}`);
  await recordAssignment(db, {
    organizationId,
    userId,
    productId,
    roleId: null,
    commission: null,
    from,
  });
  await db.execute(
    sql`DELETE FROM product_employees WHERE product_id = ${productId} AND user_id = ${userId}`,
  );
  return finishTeamChange(db, organizationId, productId, 'product.team_member_removed', before);
}
