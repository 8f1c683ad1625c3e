import type { AccessLevel } from '@salesdash/api-contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { appointments, notifications, products, shares, users } from '../db/schema/index.ts';
import type { Resource } from './resource.ts';

/*
 * Loaders of policy resources for `authorizeRecord`: each reads one record by id inside one
 * organization, so a record of another organization is never even loaded.
 */

type ResourceOf<K extends Resource['kind']> = Extract<Resource, { kind: K }>;

type PersonTable = Record<
  'userId' | 'organizationId' | 'access' | 'managerId' | 'isActive' | 'isNetrevenueClient',
  AnyPgColumn
>;

/**
 * What the policy needs of a person to act as them or judge them (organization, access level,
 * team, status, plan), as columns of `users` or of an alias of it.
 */
export function personColumns<T extends PersonTable>(table: T) {
  const { userId, organizationId, access, managerId, isActive, isNetrevenueClient } = table;
  return { userId, organizationId, access, managerId, isActive, isNetrevenueClient } as Pick<
    T,
    keyof PersonTable
  >;
}

/** The person `userId` as the policy sees them, limited to `organizationId` when given. */
export async function findPerson(db: Db, userId: number, organizationId?: number) {
  const [row] = await db
    .select(personColumns(users))
    .from(users)
    .where(
      and(
        eq(users.userId, userId),
        organizationId === undefined ? undefined : eq(users.organizationId, organizationId),
      ),
    )
    .limit(1);
  return row;
}

export type Person = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

/** A user row already loaded, as a policy resource (for filtering lists without a query each). */
export function userResource(row: {
  userId: number;
  organizationId: number;
  managerId: number | null;
  access: number;
}): ResourceOf<'user'> {
  const { userId, organizationId, managerId } = row;
  return { kind: 'user', userId, organizationId, managerId, access: row.access as AccessLevel };
}

/** The user `userId` of the organization as a policy resource. */
export async function findUserResource(
  db: Db,
  organizationId: number,
  userId: number,
): Promise<ResourceOf<'user'> | undefined> {
  const person = await findPerson(db, userId, organizationId);
  return person && userResource(person);
}

/** The product `productId` of the organization as a policy resource. */
export async function findProductResource(
  db: Db,
  organizationId: number,
  productId: number,
): Promise<ResourceOf<'product'> | undefined> {
  const [row] = await db
    .select({ productId: products.productId })
    .from(products)
    .where(and(eq(products.productId, productId), eq(products.organizationId, organizationId)))
    .limit(1);
  return row && productResource(organizationId, productId);
}

/** A product known to be the organization's, as a policy resource. */
export function productResource(organizationId: number, productId: number): ResourceOf<'product'> {
  return { kind: 'product', productId, organizationId };
}

/** A call already loaded with its closer, setter and their managers, as a policy resource. */
export function appointmentResource(
  organizationId: number,
  appointmentId: number,
  row: {
    closerId: number | null;
    setterId: number | null;
    closerManagerId: number | null;
    setterManagerId: number | null;
  },
): ResourceOf<'appointment'> {
  return {
    kind: 'appointment',
    appointmentId,
    organizationId,
    userIds: [row.closerId, row.setterId].filter((id): id is number => id !== null),
    managerIds: [row.closerManagerId, row.setterManagerId],
  };
}

/** The call `appointmentId` of the organization with its closer, setter and their managers. */
export async function findAppointmentResource(
  db: Db,
  organizationId: number,
  appointmentId: number,
): Promise<ResourceOf<'appointment'> | undefined> {
  const closer = alias(users, 'closer');
  const setter = alias(users, 'setter');
  const [row] = await db
    .select({
      closerId: appointments.userId,
      setterId: appointments.setterId,
      closerManagerId: closer.managerId,
      setterManagerId: setter.managerId,
    })
    .from(appointments)
    .leftJoin(closer, eq(closer.userId, appointments.userId))
    .leftJoin(setter, eq(setter.userId, appointments.setterId))
    .where(
      and(
        eq(appointments.appointmentId, appointmentId),
        eq(appointments.organizationId, organizationId),
        isNull(appointments.deletedAt),
      ),
    )
    .limit(1);
  return row && appointmentResource(organizationId, appointmentId, row);
}

/** A share row already loaded, as a policy resource. */
export function shareResource(row: Omit<ResourceOf<'share'>, 'kind'>): ResourceOf<'share'> {
  const { shareId, organizationId, type, resourceId, createdBy } = row;
  return { kind: 'share', shareId, organizationId, type, resourceId, createdBy };
}

/** The share link `shareId` of the organization as a policy resource. */
export async function findShareResource(
  db: Db,
  organizationId: number,
  shareId: number,
): Promise<ResourceOf<'share'> | undefined> {
  const [row] = await db
    .select({
      shareId: shares.shareId,
      organizationId: shares.organizationId,
      type: shares.type,
      resourceId: shares.resourceId,
      createdBy: shares.createdBy,
    })
    .from(shares)
    .where(and(eq(shares.shareId, shareId), eq(shares.organizationId, organizationId)))
    .limit(1);
  return row && shareResource(row);
}

/** The notification `notificationId` of the organization with its owner. */
export async function findNotificationResource(
  db: Db,
  organizationId: number,
  notificationId: number,
): Promise<ResourceOf<'notification'> | undefined> {
  const [row] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.notificationId, notificationId),
        eq(notifications.organizationId, organizationId),
      ),
    )
    .limit(1);
  return row && { kind: 'notification', organizationId, userId: row.userId };
}

/**
 * A call or deal about to be recorded for the closer `closerId` of the organization with the
 * setter `setterId`, as a policy resource; undefined when the closer is not the organization's.
 * A setter outside the organization is left out (null): the request then fails on its field.
 */
export function pairingLoader(setterId: number | null) {
  return async (
    db: Db,
    organizationId: number,
    closerId: number,
  ): Promise<ResourceOf<'pairing'> | undefined> => {
    const people = await db
      .select({ userId: users.userId, managerId: users.managerId })
      .from(users)
      .where(
        and(
          inArray(users.userId, setterId === null ? [closerId] : [closerId, setterId]),
          eq(users.organizationId, organizationId),
        ),
      );
    const closer = people.find((person) => person.userId === closerId);
    const setter = people.find((person) => person.userId === setterId) ?? null;
    return closer && { kind: 'pairing', organizationId, closer, setter };
  };
}
