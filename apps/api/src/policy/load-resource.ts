import type { AccessLevel } from '@salesdash/api-contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { appointments, products, shares, users } from '../db/schema/index.ts';
import { ApiError } from '../plugins/api-error.ts';
import type { Resource } from './resource.ts';

const notFound = (what: string) => new ApiError(404, 'not-found', `${what} not found`);

/** The user of `userId` as a policy resource; 404 when absent. */
export async function loadUserResource(
  db: Db,
  userId: number,
): Promise<Extract<Resource, { kind: 'user' }>> {
  const [row] = await db
    .select({
      userId: users.userId,
      organizationId: users.organizationId,
      managerId: users.managerId,
      access: users.access,
    })
    .from(users)
    .where(eq(users.userId, userId))
    .limit(1);
  if (!row) throw notFound('User');
  return userResource(row);
}

/** A user row already loaded, as a policy resource (for filtering lists without a query each). */
export function userResource(row: {
  userId: number;
  organizationId: number;
  managerId: number | null;
  access: number;
}): Extract<Resource, { kind: 'user' }> {
  const { userId, organizationId, managerId } = row;
  return { kind: 'user', userId, organizationId, managerId, access: row.access as AccessLevel };
}

/** The product of `productId` as a policy resource; 404 when absent. */
export async function loadProductResource(
  db: Db,
  productId: number,
): Promise<Extract<Resource, { kind: 'product' }>> {
  const [row] = await db
    .select({ organizationId: products.organizationId })
    .from(products)
    .where(eq(products.productId, productId))
    .limit(1);
  if (!row) throw notFound('Product');
  return { kind: 'product', productId, organizationId: row.organizationId };
}

/** The appointment of `appointmentId` with its closer, setter and their managers; 404 when absent. */
export async function loadAppointmentResource(
  db: Db,
  appointmentId: number,
): Promise<Extract<Resource, { kind: 'appointment' }>> {
  const closer = alias(users, 'closer');
  const setter = alias(users, 'setter');
  const [row] = await db
    .select({
      organizationId: appointments.organizationId,
      closerId: appointments.userId,
      setterId: appointments.setterId,
      closerManagerId: closer.managerId,
      setterManagerId: setter.managerId,
    })
    .from(appointments)
    .leftJoin(closer, eq(closer.userId, appointments.userId))
    .leftJoin(setter, eq(setter.userId, appointments.setterId))
    .where(eq(appointments.appointmentId, appointmentId))
    .limit(1);
  if (!row) throw notFound('Call');
  return {
    kind: 'appointment',
    appointmentId,
    organizationId: row.organizationId,
    userIds: [row.closerId, row.setterId].filter((id): id is number => id !== null),
    managerIds: [row.closerManagerId, row.setterManagerId],
  };
}

/** The share of `shareId` as a policy resource, scoped to an organization; 404 when absent. */
export async function loadShareResource(
  db: Db,
  shareId: number,
): Promise<Extract<Resource, { kind: 'share' }>> {
  const [row] = await db
    .select({
      shareId: shares.shareId,
      organizationId: shares.organizationId,
      type: shares.type,
      resourceId: shares.resourceId,
      createdBy: shares.createdBy,
    })
    .from(shares)
    .where(eq(shares.shareId, shareId))
    .limit(1);
  if (!row) throw notFound('Share link');
  return shareResource(row);
}

/** A share row already loaded, as a policy resource. */
export function shareResource(
  row: Omit<Extract<Resource, { kind: 'share' }>, 'kind'>,
): Extract<Resource, { kind: 'share' }> {
  const { shareId, organizationId, type, resourceId, createdBy } = row;
  return { kind: 'share', shareId, organizationId, type, resourceId, createdBy };
}
