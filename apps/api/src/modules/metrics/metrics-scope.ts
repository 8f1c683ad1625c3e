import { accessLevels } from '@salesdash/api-contract';
import type { UserPrincipal } from '../../policy/principal.ts';

/** Whose records count: one person, a manager with their team, or the whole organization. */
export type ScopePeople =
  { kind: 'user'; userId: number } | { kind: 'team'; managerId: number } | { kind: 'organization' };

/**
 * What a metric, list or download covers: the people of `people` inside one organization,
 * on one product when `productId` is set. Built only by `metricsScopeOf`, so every figure
 * and every row beside it answer the same scope.
 */
export type MetricsScope = {
  organizationId: number;
  people: ScopePeople;
  productId: number | null;
};

/** What is asked for: a person's dashboard, a product's, or the team's. */
export type ScopeSubject =
  { kind: 'user'; userId: number } | { kind: 'product'; productId: number } | { kind: 'team' };

/**
 * The people `viewer` sees, as the policy's "sees person" rule has it: admins the whole
 * organization, managers their team, employees themselves.
 */
function peopleSeenBy(viewer: UserPrincipal): ScopePeople {
  if (viewer.access <= accessLevels.admin) return { kind: 'organization' };
  if (viewer.access === accessLevels.manager) return { kind: 'team', managerId: viewer.userId };
  return { kind: 'user', userId: viewer.userId };
}

/**
 * The one scope builder. A person's dashboard is that person (access to them was decided by
 * the policy); a product's or the team's is what the viewer sees of it, so a manager's
 * product dashboard counts their team's records on that product. For a share link the
 * viewer is the person who created it: the link shows what they see.
 */
export function metricsScopeOf(viewer: UserPrincipal, subject: ScopeSubject): MetricsScope {
  const { organizationId } = viewer;
  switch (subject.kind) {
    case 'user':
      return { organizationId, people: { kind: 'user', userId: subject.userId }, productId: null };
    case 'product':
      return { organizationId, people: peopleSeenBy(viewer), productId: subject.productId };
    case 'team':
      return { organizationId, people: peopleSeenBy(viewer), productId: null };
  }
}

/**
 * `scope` on one product, as a table's `product` filter narrows it: the same people on that
 * product, or null when the scope is another product's (nothing matches both).
 */
export function scopeOnProduct(scope: MetricsScope, productId: number): MetricsScope | null {
  if (scope.productId !== null && scope.productId !== productId) return null;
  return { ...scope, productId };
}
