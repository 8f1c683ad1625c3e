import type { TeamFilters } from '@salesdash/api-contract';
import { peopleSeenBy } from '../../policy/people-seen.ts';
import type { UserPrincipal } from '../../policy/principal.ts';

/**
 * The team filters that narrow people (the screen's "Filter by Managers / Status / Role"); null
 * leaves that attribute open. A person matches when every set filter does.
 */
export type PeopleFilters = {
  /** Led by one of these managers, or one of them (a team is its manager and their reports). */
  managers: readonly number[] | null;
  /** Default sales role among these. */
  roles: readonly number[] | null;
  /** Active (true) or inactive (false) accounts; null both. */
  active: boolean | null;
  /** Only these people of the set (a page of a members table); absent, no such narrowing. */
  only?: readonly number[];
};

export const noPeopleFilters: PeopleFilters = { managers: null, roles: null, active: null };

/**
 * Whose records count: one person, the whole organization, or a set of its people: those a
 * manager leads (`ledBy`, with the manager), the whole organization's (`ledBy` null), narrowed by
 * `filters`.
 */
export type ScopePeople =
  | { kind: 'user'; userId: number }
  | {
      kind: 'people';
      ledBy: number | null;
      filters: PeopleFilters;
      /**
       * How the rollups read these people, not who they are: as the organization's rows less
       * those of these people the filters leave out. Only for the whole organization's people
       * (`ledBy` null); `cheaperPeople` sets it when those left out are the fewer.
       */
      leftOut?: readonly number[];
    }
  | { kind: 'organization' };

/**
 * What a metric, list or download covers: the people of `people` inside one organization, on
 * the products of `products` (null for every product). Built only by `metricsScopeOf`, so every
 * figure and every row beside it answer the same scope.
 */
export type MetricsScope = {
  organizationId: number;
  people: ScopePeople;
  products: readonly number[] | null;
};

/**
 * What is asked for: a person's dashboard, a product's, the team's with its filters, or the
 * leaderboard (its active people, of some sales roles or all).
 */
export type ScopeSubject =
  | { kind: 'user'; userId: number }
  | { kind: 'product'; productId: number }
  | { kind: 'team'; filters?: TeamFilters }
  | { kind: 'board'; roles?: readonly number[] };

/** A filter's ids, or null when it has none (no filter). */
const orNull = (ids: readonly number[] | undefined) =>
  ids === undefined || ids.length === 0 ? null : ids;

/** `is_active` as one flag: both values, like none, keep every account. */
function activeOf(isActive: readonly number[] | undefined): boolean | null {
  const active = isActive?.includes(1) ?? false;
  const inactive = isActive?.includes(0) ?? false;
  return active === inactive ? null : active;
}

/**
 * The people `viewer` sees (the policy's {@link peopleSeenBy}), narrowed by `filters`. Filters
 * only ever narrow: a manager asking for another manager's team gets nobody.
 */
function scopePeopleOf(viewer: UserPrincipal, filters: PeopleFilters): ScopePeople {
  const filtered = filters.managers !== null || filters.roles !== null || filters.active !== null;
  const seen = peopleSeenBy(viewer);
  // Someone who sees only themselves: no filter can add anyone (team routes refuse them anyway).
  if (seen.kind === 'self') return { kind: 'user', userId: seen.userId };
  const ledBy = seen.kind === 'team' ? seen.managerId : null;
  if (ledBy === null && !filtered) return { kind: 'organization' };
  return { kind: 'people', ledBy, filters };
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
      return { organizationId, people: { kind: 'user', userId: subject.userId }, products: null };
    case 'product':
      return {
        organizationId,
        people: scopePeopleOf(viewer, noPeopleFilters),
        products: [subject.productId],
      };
    case 'board':
      // The leaderboard is the organization's shared scoreboard
      // (docs/product-rules.md#leaderboard): every member sees its active people, whatever their
      // own access; the board shows only its categories.
      return {
        organizationId,
        people: {
          kind: 'people',
          ledBy: null,
          filters: { managers: null, roles: orNull(subject.roles), active: true },
        },
        products: null,
      };
    case 'team': {
      const filters = subject.filters;
      return {
        organizationId,
        people: scopePeopleOf(
          viewer,
          filters
            ? {
                managers: orNull(filters.manager),
                roles: orNull(filters.role),
                active: activeOf(filters.is_active),
              }
            : noPeopleFilters,
        ),
        products: filters ? orNull(filters.product) : null,
      };
    }
  }
}

/**
 * `scope` on one product, as a table's `product` filter narrows it: the same people on that
 * product, or null when the scope leaves that product out (nothing matches both).
 */
export function scopeOnProduct(scope: MetricsScope, productId: number): MetricsScope | null {
  if (scope.products !== null && !scope.products.includes(productId)) return null;
  return { ...scope, products: [productId] };
}

/**
 * `scope` narrowed to `userIds` of its people, as a table's page reads its rows: a set of people
 * keeps its own conditions and adds the ids, so an id outside the scope still matches nothing.
 * Only for a set of people (see {@link scopeByPerson}).
 * @throws Error for a scope of one person or of the whole organization
 */
export function scopeOnPeople(scope: MetricsScope, userIds: readonly number[]): MetricsScope {
  const { people } = scope;
  if (people.kind !== 'people') throw new Error('only a set of people narrows to some of them');
  return { ...scope, people: { ...people, filters: { ...people.filters, only: userIds } } };
}

/**
 * `scope` read person by person: the whole organization becomes the set of all its people,
 * so per-person rows (a team's members table) come from the person grain of the rollups.
 */
export function scopeByPerson(scope: MetricsScope): MetricsScope {
  const { people } = scope;
  if (people.kind === 'people' && people.leftOut) {
    // Person by person there is nothing to take away from: each row is its own person's.
    const { leftOut: _readAsComplement, ...kept } = people;
    return { ...scope, people: kept };
  }
  if (people.kind !== 'organization') return scope;
  return { ...scope, people: { kind: 'people', ledBy: null, filters: noPeopleFilters } };
}
