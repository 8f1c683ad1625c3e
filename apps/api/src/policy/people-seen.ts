import { accessLevels } from '@salesdash/api-contract';
import type { UserPrincipal } from './principal.ts';

/**
 * Whom a person sees: admins the whole organization, a manager their team (the people whose
 * manager_id is them, and themselves), everyone else only themselves. The one "who sees whom"
 * rule: the policy reads it one person at a time (`seesPerson`), the metrics scope as the
 * people a figure counts, the team filters as the managers one may pick.
 */
export type PeopleSeen =
  { kind: 'organization' } | { kind: 'team'; managerId: number } | { kind: 'self'; userId: number };

export function peopleSeenBy(viewer: UserPrincipal): PeopleSeen {
  if (viewer.access <= accessLevels.admin) return { kind: 'organization' };
  if (viewer.access === accessLevels.manager) return { kind: 'team', managerId: viewer.userId };
  return { kind: 'self', userId: viewer.userId };
}

/** Whether `viewer` sees `target`: oneself always, else as {@link peopleSeenBy} has it. */
export function seesPerson(
  viewer: UserPrincipal,
  target: { userId: number; managerId: number | null },
): boolean {
  if (target.userId === viewer.userId) return true;
  const seen = peopleSeenBy(viewer);
  return (
    seen.kind === 'organization' || (seen.kind === 'team' && target.managerId === seen.managerId)
  );
}
