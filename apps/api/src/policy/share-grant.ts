import type { ShareType } from '@salesdash/api-contract';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { shares, users } from '../db/schema/index.ts';
import {
  findAppointmentResource,
  findPerson,
  findProductResource,
  personColumns,
  userResource,
  type Person,
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
 * another team, the leaderboard no longer in their plan); `subject-unavailable` when the record
 * is gone or the shared person is deactivated (which reactivation undoes).
 */
export type ShareGrant = 'granted' | 'sharer-lost-access' | 'subject-unavailable';

const createAction = {
  employee: 'share.create-employee',
  product: 'share.create-product',
  call: 'share.create-call',
  leaderboard: 'share.create-leaderboard',
} as const satisfies Record<ShareType, Action>;

/** The people a grant depends on, when the caller loaded them with the share. */
export type SharePeople = { creator: Person | null; subject: Person | null };

/**
 * Checks a link against the people involved as they are now, with the same policy rule that
 * let its creator share it: a link never outlives its creator's access.
 * @param people - the creator and, for an employee link, the shared person, if already loaded
 */
export async function shareGrant(
  db: Db,
  share: ShareGrantInput,
  people?: SharePeople,
): Promise<ShareGrant> {
  const { organizationId, type, resourceId } = share;
  const creator = people
    ? people.creator
    : share.createdBy === null
      ? null
      : ((await findPerson(db, share.createdBy, organizationId)) ?? null);
  if (!creator?.isActive) return 'sharer-lost-access';

  let subject: Resource | undefined;
  let subjectActive = true;
  switch (type) {
    case 'employee': {
      const person = people ? people.subject : await findPerson(db, resourceId, organizationId);
      subject = person ? userResource(person) : undefined;
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

/**
 * The share link of a token with its creator and, for an employee link, the shared person, in
 * one query: every share-token request re-checks them.
 */
export async function findShareByToken(db: Db, tokenHash: string) {
  const creator = alias(users, 'creator');
  const subject = alias(users, 'subject');
  const [row] = await db
    .select({ share: shares, creator: personColumns(creator), subject: personColumns(subject) })
    .from(shares)
    .leftJoin(
      creator,
      and(eq(creator.userId, shares.createdBy), eq(creator.organizationId, shares.organizationId)),
    )
    .leftJoin(
      subject,
      and(
        eq(shares.type, 'employee'),
        eq(subject.userId, shares.resourceId),
        eq(subject.organizationId, shares.organizationId),
      ),
    )
    .where(eq(shares.tokenHash, tokenHash))
    .limit(1);
  return row;
}
