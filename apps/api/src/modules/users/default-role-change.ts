import type { Db } from '../../db/client.ts';
import { organizationToday } from '../../domain/organization-timezone.ts';
import { recordAssignment } from '../commission/assign-rate.ts';

/**
 * Dates a change of someone's default sales role (docs/decisions/0047's open item, 0049): from
 * the organization's today they follow the new role's rate on every product without a team
 * role, and the first such change also records the role they had before from the first day a
 * deal may have, so their earlier pending deals keep the rate they were made under. Call in the
 * change's transaction, before `users.role_id` changes.
 */
export async function recordDefaultRoleChange(
  tx: Db,
  person: { organizationId: number; userId: number },
  roleId: number | null,
): Promise<void> {
  await recordAssignment(tx, {
    organizationId: person.organizationId,
    userId: person.userId,
    productId: null,
    roleId,
    commission: null,
    from: await organizationToday(tx, person.organizationId),
  });
}
