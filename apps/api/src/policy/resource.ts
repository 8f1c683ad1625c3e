import type { AccessLevel, ShareType } from '@salesdash/api-contract';

/**
 * What the policy needs to know about the thing an action touches: its organization and who
 * owns it. Loaders in `load-resource.ts` build these from the database.
 */
/** A person as far as "who sees whom" goes: themselves and their manager. */
export type TeamMember = { userId: number; managerId: number | null };

export type Resource =
  | { kind: 'organization'; organizationId: number }
  | {
      kind: 'user';
      organizationId: number;
      userId: number;
      managerId: number | null;
      access: AccessLevel;
    }
  | { kind: 'product'; organizationId: number; productId: number }
  | {
      kind: 'appointment';
      organizationId: number;
      appointmentId: number;
      /** The closer and the setter of the call, and their managers, the closer's first. */
      userIds: readonly number[];
      managerIds: readonly (number | null)[];
    }
  | { kind: 'notification'; organizationId: number; userId: number }
  | {
      /**
       * A call about to be booked or a deal about to be recorded: its closer and its setter
       * (null when none, or not a person of the organization), with their managers.
       */
      kind: 'pairing';
      organizationId: number;
      closer: TeamMember;
      setter: TeamMember | null;
    }
  | {
      kind: 'share';
      organizationId: number;
      shareId: number;
      type: ShareType;
      resourceId: number;
      createdBy: number | null;
    }
  | {
      /** A person about to be invited: the access level and team they would join. */
      kind: 'invite';
      organizationId: number;
      access: AccessLevel;
      managerId: number | null;
    }
  | {
      /** A change of another user's access level, status, team or sales role. */
      kind: 'user-change';
      organizationId: number;
      target: { userId: number; managerId: number | null; access: AccessLevel };
      fields: readonly (
        'access' | 'is_active' | 'manager_id' | 'role_id' | 'payroll_id' | 'names'
      )[];
      /** The access level asked for, when `access` changes. */
      newAccess?: AccessLevel;
    };

export type ResourceKind = Resource['kind'];

/**
 * The id a share link names for this kind of record (the organization for the leaderboard);
 * -1 for kinds no link can name.
 */
export function recordIdOf(resource: Resource): number {
  switch (resource.kind) {
    case 'organization':
      return resource.organizationId;
    case 'user':
      return resource.userId;
    case 'product':
      return resource.productId;
    case 'appointment':
      return resource.appointmentId;
    case 'share':
      return resource.shareId;
    case 'notification':
    case 'pairing':
    case 'invite':
    case 'user-change':
      return -1;
  }
}
