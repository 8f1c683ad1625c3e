import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, shares } from '../../db/schema/index.ts';
import { findSharesWithSubjects, shareGrant } from '../../policy/share-grant.ts';

/**
 * After a person's status, access level or team changed: revokes the live links whose creator
 * no longer has the access they need — links the person created, and links others made of
 * them or of their calls. Links that only lost their subject for now (a deactivated person)
 * stay: the resolve-time check refuses them until the person is back.
 * @returns how many links were revoked
 */
export async function revokeLostShares(
  db: Db,
  organizationId: number,
  userId: number,
  now = new Date(),
): Promise<number> {
  const theirCalls = db
    .select({ id: appointments.appointmentId })
    .from(appointments)
    .where(or(eq(appointments.userId, userId), eq(appointments.setterId, userId)));
  // Each candidate with its creator and record, in one query: the grant then decides in memory.
  const candidates = await findSharesWithSubjects(
    db,
    and(
      eq(shares.organizationId, organizationId),
      isNull(shares.revokedAt),
      or(
        eq(shares.createdBy, userId),
        and(eq(shares.type, 'employee'), eq(shares.resourceId, userId)),
        and(eq(shares.type, 'call'), inArray(shares.resourceId, theirCalls)),
      ),
    ),
  );
  const lost = candidates
    .filter((found) => shareGrant(found.share, found) === 'sharer-lost-access')
    .map((found) => found.share.shareId);
  if (lost.length > 0) {
    await db.update(shares).set({ revokedAt: now }).where(inArray(shares.shareId, lost));
  }
  return lost.length;
}
