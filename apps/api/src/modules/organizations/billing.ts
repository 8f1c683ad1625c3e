import type { Billing } from '@salesdash/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors/api-error.ts';

/**
 * The billing page's seats: purchased, and used split into active people and pending invites
 * (the same count `countSeatsUsed` takes seats by: every active user, registered or not).
 */
export async function billingOf(db: Db, organizationId: number): Promise<Billing> {
  const [organization] = await db
    .select({ seats: organizations.seats })
    .from(organizations)
    .where(eq(organizations.organizationId, organizationId))
    .limit(1);
  if (!organization) throw notFound();
  const [counts] = await db
    .select({
      people: sql<number>`count(*) filter (where ${users.passwordHash} is not null)::int`,
      pending: sql<number>`count(*) filter (where ${users.passwordHash} is null)::int`,
    })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true)));
  const activePeople = counts?.people ?? 0;
  const pendingInvites = counts?.pending ?? 0;
  const used = activePeople + pendingInvites;
  return {
    seats: organization.seats,
    used,
    available: Math.max(0, organization.seats - used),
    active_people: activePeople,
    pending_invites: pendingInvites,
    payment_provider: null,
  };
}
