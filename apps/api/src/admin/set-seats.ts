import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { organizations } from '../db/schema/index.ts';
import { recordAudit } from '../domain/audit/index.ts';
import { countSeatsUsed } from '../modules/users/org-checks.ts';

/** Why the seat count was not changed: the operator's message. */
export class SetSeatsError extends Error {}

/** The most seats an organization may buy: beyond it a typo, not a purchase. */
export const maxSeats = 100_000;

export type SeatChange = {
  organizationId: number;
  name: string;
  before: number;
  after: number;
  used: number;
};

/**
 * Sets an organization's purchased seats (the self-hosted build has no payment provider: the
 * operator records a purchase). Never fewer than the seats in use (active people and pending
 * invites): the people would stay, and the count would say they do not fit. The organization
 * row is locked, so an invite that takes a seat meanwhile is counted. The audit log records it
 * in the same transaction, with no actor (the operator).
 * @throws SetSeatsError for an unknown organization, a count out of range or below the used seats
 */
export async function setSeats(
  database: Database,
  organizationId: number,
  seats: number,
): Promise<SeatChange> {
  if (!Number.isInteger(seats) || seats < 0 || seats > maxSeats) {
    throw new SetSeatsError(`--seats: expected a whole number from 0 to ${maxSeats}, got ${seats}`);
  }
  return database.db.transaction(async (tx) => {
    const [organization] = await tx
      .select({ name: organizations.name, seats: organizations.seats })
      .from(organizations)
      .where(eq(organizations.organizationId, organizationId))
      .for('update');
    if (!organization) {
      throw new SetSeatsError(`--organization-id: no organization ${organizationId}`);
    }
    const used = await countSeatsUsed(tx, organizationId);
    if (seats < used) {
      throw new SetSeatsError(
        `--seats: ${used} seats are in use (active people and pending invites); deactivate people or revoke invites before going below ${used}`,
      );
    }
    await tx
      .update(organizations)
      .set({ seats })
      .where(eq(organizations.organizationId, organizationId));
    // The operator at the server's console: no person of the organization made this change.
    await recordAudit(tx, {
      organizationId,
      action: 'organization.seats_changed',
      entityType: 'organization',
      entityId: organizationId,
      before: { seats: organization.seats },
      after: { seats },
      actorUserId: null,
    });
    return {
      organizationId,
      name: organization.name,
      before: organization.seats,
      after: seats,
      used,
    };
  });
}
