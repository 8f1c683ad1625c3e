import type { ShareType } from '@salesdash/api-contract';
import type { Db } from '../db/client.ts';
import {
  findAppointmentResource,
  findPerson,
  findProductResource,
  userResource,
} from './load-resource.ts';
import { decide, type Action } from './policy.ts';
import { userPrincipalOf } from './principal.ts';
import type { Resource } from './resource.ts';

/** A share link as far as its grant is concerned. */
export type ShareGrantInput = {
  organizationId: number;
  type: ShareType;
  resourceId: number;
  createdBy: number | null;
};

/**
 * Whether a link still shows its record: `granted`; `sharer-lost-access` when its creator is
 * gone, deactivated or no longer allowed to share that record (demoted, the person moved to
 * another team); `subject-unavailable` when the record is gone or the shared person is
 * deactivated (which reactivation undoes).
 */
export type ShareGrant = 'granted' | 'sharer-lost-access' | 'subject-unavailable';

const createAction = {
  employee: 'share.create-employee',
  product: 'share.create-product',
  call: 'share.create-call',
  leaderboard: 'share.create-leaderboard',
} as const satisfies Record<ShareType, Action>;

/**
 * Checks a link against the people involved as they are now, with the same policy rule that
 * let its creator share it: a link never outlives its creator's access.
 */
export async function shareGrant(db: Db, share: ShareGrantInput): Promise<ShareGrant> {
  const { organizationId, type, resourceId } = share;
  const creator =
    share.createdBy === null ? undefined : await findPerson(db, share.createdBy, organizationId);
  if (!creator?.isActive) return 'sharer-lost-access';

  let subject: Resource | undefined;
  let subjectActive = true;
  switch (type) {
    case 'employee': {
      const person = await findPerson(db, resourceId, organizationId);
      subject = person && userResource(person);
      subjectActive = person?.isActive ?? false;
      break;
    }
    case 'product':
      subject = await findProductResource(db, organizationId, resourceId);
      break;
    case 'call':
      subject = await findAppointmentResource(db, organizationId, resourceId);
      break;
    case 'leaderboard':
      subject = { kind: 'organization', organizationId: resourceId };
      break;
  }
  if (!subject) return 'subject-unavailable';
  if (!decide(userPrincipalOf(creator), createAction[type], subject).allow) {
    return 'sharer-lost-access';
  }
  return subjectActive ? 'granted' : 'subject-unavailable';
}
