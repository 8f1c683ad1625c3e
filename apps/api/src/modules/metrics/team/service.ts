import {
  defaultTeamMemberSort,
  defaultTeamStatus,
  type TeamDashboard,
  type TeamFilterOptions,
  type TeamFilters,
  type TeamMember,
  type TeamMembers,
  type TeamMembersQuery,
  type TeamProducts,
  type TeamQuery,
} from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import type { UserPrincipal } from '../../../policy/principal.ts';
import {
  cheaperPeople,
  comparedRanges,
  comparedValues,
  metricsScopeOf,
  scopeByPerson,
  scopeOnPeople,
  type ComparedRanges,
  type MetricsScope,
  type ScopeFilter,
  emptyTotals,
  intArray,
  type RangeTotals,
  scopeFilter,
  rangeTotalsBy,
  productDays,
} from '../../../domain/metrics/index.ts';
import type { MetricsService } from '../service.ts';
import { teamExcluded } from './team-excluded.ts';
import { teamFilterOptions } from './team-filter-options.ts';
import { pageOf, sortMembers } from './member-order.ts';
import { memberSortTotals } from './member-sort-totals.ts';

export type TeamService = {
  /** The options of the four filters, as `viewer` may use them. */
  filterOptions(viewer: UserPrincipal): Promise<TeamFilterOptions>;
  /**
   * The team's totals for the range and the previous one, with the formulas, and what the
   * status filter leaves out (`excluded`).
   */
  dashboard(viewer: UserPrincipal, query: TeamQuery): Promise<TeamDashboard>;
  /** Per product: its totals, change and active days; and what the status filter leaves out. */
  products(viewer: UserPrincipal, query: TeamQuery): Promise<TeamProducts>;
  /** One page of the members the filters match: their metrics rows and change, sorted. */
  members(viewer: UserPrincipal, query: TeamMembersQuery): Promise<TeamMembers>;
  /** Every member the filters match, most cash first (the workbook's Members sheet). */
  allMembers(viewer: UserPrincipal, query: TeamQuery): Promise<TeamMember[]>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    teamService: TeamService;
  }
}

/**
 * The filters of a query; without a status, or with an empty one, only active people count
 * (docs/decisions/0018-team-dashboard.md: "No status means active people").
 */
export function teamFiltersOf(query: TeamQuery): TeamFilters {
  const { product, manager, role, is_active } = query;
  return {
    product,
    manager,
    role,
    is_active: is_active?.length ? is_active : [...defaultTeamStatus],
  };
}

type ProductRow = { product_id: number; name: string; is_active: boolean };
type MemberRow = Omit<TeamMember, 'current' | 'difference'>;

const noTotals = { current: emptyTotals, previous: emptyTotals };

/** Creates the team analytics service: every figure through the metrics scope builder. */
export function createTeamService(database: Database, metrics: MetricsService): TeamService {
  const { db } = database;
  const scopeOf = (viewer: UserPrincipal, query: TeamQuery): MetricsScope =>
    metricsScopeOf(viewer, { kind: 'team', filters: teamFiltersOf(query) });

  return {
    filterOptions: (viewer) => teamFilterOptions(db, viewer),

    async dashboard(viewer, query) {
      const filters = teamFiltersOf(query);
      const [figures, excluded] = await Promise.all([
        metrics.metrics(viewer, { kind: 'team', filters }, query),
        comparedRanges(db, viewer.organizationId, query).then((compared) =>
          teamExcluded(db, viewer, filters, compared),
        ),
      ]);
      return excluded ? { ...figures, excluded } : figures;
    },

    async products(viewer, query) {
      const [scope, compared] = await Promise.all([
        cheaperPeople(db, scopeOf(viewer, query)),
        comparedRanges(db, viewer.organizationId, query),
      ]);
      const chosen = scope.products;
      const [listed, excluded] = await Promise.all([
        rowsOf<ProductRow>(
          db,
          sql`SELECT product_id, name, is_active FROM products
            WHERE organization_id = ${viewer.organizationId}
              ${chosen === null ? sql`` : sql`AND product_id = ANY(${intArray(chosen)})`}
            ORDER BY lower(name), product_id`,
        ),
        teamExcluded(db, viewer, teamFiltersOf(query), compared),
      ]);
      const withExcluded = (answer: TeamProducts): TeamProducts =>
        excluded ? { ...answer, excluded } : answer;
      if (listed.length === 0) return withExcluded({ products: [], range: compared.range });
      // Per product: the scope on exactly the listed products, split by product.
      const filter = scopeFilter({ ...scope, products: listed.map((row) => row.product_id) });
      const [totals, days] = await Promise.all([
        rangeTotalsBy(db, filter, compared.bounds, 'product'),
        productDays(db, filter, compared.range.current),
      ]);
      const products = listed
        // An inactive product shows only when chosen or when it has figures in either range.
        .filter((row) => row.is_active || chosen !== null || totals.has(row.product_id))
        .map((row) => {
          const { current, difference } = comparedValues(
            totals.get(row.product_id) ?? noTotals,
            compared.days,
          );
          const active = days.get(row.product_id);
          return {
            productId: row.product_id,
            name: row.name,
            is_active: row.is_active,
            current,
            difference,
            transactions: active?.transactions ?? [],
            appointments: active?.appointments ?? [],
          };
        });
      return withExcluded({ products, range: compared.range });
    },

    async members(viewer, query) {
      const scope = scopeByPerson(scopeOf(viewer, query));
      const filter = scopeFilter(scope);
      const compared = await comparedRanges(db, viewer.organizationId, query);
      const sort = {
        field: query.sortField ?? defaultTeamMemberSort.field,
        order: query.sortOrder,
      };
      // People on every product: everyone's one sorted figure orders them, and only the page's
      // people are read whole. On some products (the day rollups), everyone is read whole.
      const byPerson = filter.personRollups !== null;
      const [people, sortTotals] = await Promise.all([
        memberPeople(filter, viewer.organizationId, query.search),
        byPerson
          ? memberSortTotals(db, filter, compared, sort.field)
          : rangeTotalsBy(db, filter, compared.bounds, 'person'),
      ]);
      const { rows, pagination } = pageOf(
        sortMembers(
          people.map((person) => ({ ...person, ...valuesOf(sortTotals, person, compared) })),
          sort,
        ),
        query,
      );
      const totals =
        byPerson && rows.length > 0
          ? await rangeTotalsBy(
              db,
              scopeFilter(
                scopeOnPeople(
                  scope,
                  rows.map((row) => row.user_id),
                ),
              ),
              compared.bounds,
              'person',
            )
          : sortTotals;
      const users = rows.map(({ current: _sorted, difference: _by, previous: _of, ...person }) => ({
        ...person,
        ...withoutPrevious(valuesOf(totals, person, compared)),
      }));
      return { users, pagination, range: compared.range };
    },

    async allMembers(viewer, query) {
      const scope = scopeByPerson(scopeOf(viewer, query));
      const filter = scopeFilter(scope);
      const compared = await comparedRanges(db, viewer.organizationId, query);
      const [people, totals] = await Promise.all([
        memberPeople(filter, viewer.organizationId),
        rangeTotalsBy(db, filter, compared.bounds, 'person'),
      ]);
      return sortMembers(
        people.map((person) => ({
          ...person,
          ...withoutPrevious(valuesOf(totals, person, compared)),
        })),
        defaultTeamMemberSort,
      );
    },
  };

  /** Who the members of `filter` are (whose name holds `search`, when given). */
  async function memberPeople(
    filter: ScopeFilter,
    organizationId: number,
    search?: string,
  ): Promise<MemberRow[]> {
    const people = await rowsOf<MemberRow>(
      db,
      // Pending invites (no password yet) are not members.
      sql`SELECT u.user_id, u.display_name, u.email, u.avatar, u.profile_picture,
          r.role_title, m.display_name AS manager_name, u.is_active
        FROM users u
        LEFT JOIN roles r ON r.role_id = u.role_id
        LEFT JOIN users m ON m.user_id = u.manager_id
        WHERE u.organization_id = ${organizationId} AND u.password_hash IS NOT NULL
          AND u.user_id = ANY(${filter.people})
          ${search ? sql`AND strpos(lower(u.display_name), lower(${search})) > 0` : sql``}`,
    );
    return people.map((person) => ({ ...person, user_id: Number(person.user_id) }));
  }
}

/** A member's figures and change from their totals (none: zeros). */
const valuesOf = (
  totals: Map<number, { current: RangeTotals; previous: RangeTotals }>,
  person: { user_id: number },
  compared: ComparedRanges,
) => comparedValues(totals.get(person.user_id) ?? noTotals, compared.days);

/** A members row shows the range's figures and the change, not the previous range's. */
const withoutPrevious = ({ current, difference }: ReturnType<typeof comparedValues>) => ({
  current,
  difference,
});

/** Decorates `teamService`. */
export const teamServicePlugin = fp(
  async (app) => {
    app.decorate('teamService', createTeamService(app.db, app.metricsService));
  },
  { name: 'team-service', dependencies: ['db', 'metrics-service'] },
);
