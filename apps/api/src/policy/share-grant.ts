import type { ShareType } from '@salesdash/api-contract';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { appointments, products, shares, users } from '../db/schema/index.ts';
import {
  appointmentResource,
  personColumns,
  productResource,
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

/**
 * What a grant depends on, when the caller loaded it with the share: its creator, and the record
 * it names as a policy resource (undefined when gone) with, for an employee link, whether the
 * person is active.
 */
export type ShareSubjects = {
  creator: Person | null;
  subject: Resource | undefined;
  subjectActive: boolean;
};

/**
 * Checks a link against the people involved as they are now, with the same policy rule that
 * let its creator share it: a link never outlives its creator's access.
 * @param loaded - the creator and the record, as {@link findSharesWithSubjects} loads them
 */
export function shareGrant(share: ShareGrantInput, loaded: ShareSubjects): ShareGrant {
  const { creator, subject, subjectActive } = loaded;
  if (!creator?.isActive) return 'sharer-lost-access';
  if (!subject) return 'subject-unavailable';
  if (!decide(userPrincipalOf(creator), createAction[share.type], subject).allow) {
    return 'sharer-lost-access';
  }
  return subjectActive ? 'granted' : 'subject-unavailable';
}

/**
 * The share links matching `where`, each with everything its grant depends on, in one query:
 * its creator and the record it names (the employee, the product, or the call with its people's
 * managers). A share-token request is authorized by this one read; the sweep of links whose
 * creator lost access reads its candidates with it too.
 */
export async function findSharesWithSubjects(db: Db, where: SQL | undefined) {
  const rows = await selectSharesWithPeople(db, where);
  return rows.map(withSubjects);
}

const creator = alias(users, 'creator');
const subject = alias(users, 'subject');
const closer = alias(users, 'closer');
const setter = alias(users, 'setter');

function selectSharesWithPeople(db: Db, where: SQL | undefined) {
  return db
    .select({
      share: shares,
      creator: personColumns(creator),
      subject: personColumns(subject),
      productId: products.productId,
      call: {
        appointmentId: appointments.appointmentId,
        closerId: appointments.userId,
        setterId: appointments.setterId,
        closerManagerId: closer.managerId,
        setterManagerId: setter.managerId,
      },
    })
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
    .leftJoin(
      products,
      and(
        eq(shares.type, 'product'),
        eq(products.productId, shares.resourceId),
        eq(products.organizationId, shares.organizationId),
      ),
    )
    .leftJoin(
      appointments,
      and(
        eq(shares.type, 'call'),
        eq(appointments.appointmentId, shares.resourceId),
        eq(appointments.organizationId, shares.organizationId),
        isNull(appointments.deletedAt),
      ),
    )
    .leftJoin(closer, eq(closer.userId, appointments.userId))
    .leftJoin(setter, eq(setter.userId, appointments.setterId))
    .where(where);
}

/** The share link of a token with its creator and record (see {@link findSharesWithSubjects}). */
export async function findShareByToken(db: Db, tokenHash: string) {
  const [found] = await findSharesWithSubjects(db, eq(shares.tokenHash, tokenHash));
  return found;
}

type ShareRow = Awaited<ReturnType<typeof selectSharesWithPeople>>[number];

/** A joined row as its share and the {@link ShareSubjects} the grant needs. */
function withSubjects(row: ShareRow) {
  const { share, call } = row;
  const { organizationId, resourceId } = share;
  let subjectOf: Resource | undefined;
  switch (share.type) {
    case 'employee':
      subjectOf = row.subject ? userResource(row.subject) : undefined;
      break;
    case 'product':
      subjectOf = row.productId === null ? undefined : productResource(organizationId, resourceId);
      break;
    case 'call':
      subjectOf = call ? appointmentResource(organizationId, resourceId, call) : undefined;
      break;
    case 'leaderboard':
      subjectOf = { kind: 'organization', organizationId: resourceId };
      break;
  }
  const subjects: ShareSubjects = {
    creator: row.creator,
    subject: subjectOf,
    subjectActive: share.type === 'employee' ? (row.subject?.isActive ?? false) : true,
  };
  return { share, ...subjects };
}
