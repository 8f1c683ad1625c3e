import {
  defaultTeamStatus,
  type Metrics,
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
  type MetricsScope,
  emptyTotals,
  intArray,
  scopeFilter,
  rangeTotalsBy,
  productDays,
} from '../../../domain/metrics/index.ts';
import type { MetricsService } from '../service.ts';
import { teamFilterOptions } from './team-filter-options.ts';
import { memberPage, sortMembers } from './member-order.ts';

export type TeamService = {
  /** The options of the four filters, as `viewer` may use them. */
  filterOptions(viewer: UserPrincipal): Promise<TeamFilterOptions>;
  /** The team's totals for the range and the previous one, with the formulas. */
  dashboard(viewer: UserPrincipal, query: TeamQuery): Promise<Metrics>;
  /** Per product: its totals, change and active days. */
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
 * (spec §5: "If no active-status filter is chosen, team calls add is_active=1").
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

    dashboard: (viewer, query) =>
      metrics.metrics(viewer, { kind: 'team', filters: teamFiltersOf(query) }, query),

    async products(viewer, query) {
      const [scope, compared] = await Promise.all([
        cheaperPeople(db, scopeOf(viewer, query)),
        comparedRanges(db, viewer.organizationId, query),
      ]);
      const chosen = scope.products;
      const listed = await rowsOf<ProductRow>(
        db,
        sql`SELECT product_id, name, is_active FROM products
            WHERE organization_id = ${viewer.organizationId}
              ${chosen === null ? sql`` : sql`AND product_id = ANY(${intArray(chosen)})`}
            ORDER BY lower(name), product_id`,
      );
      if (listed.length === 0) return { products: [], range: compared.range };
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
      return { products, range: compared.range };
    },

    async members(viewer, query) {
      const { users, range } = await memberRows(viewer, query, query.search);
      return { ...memberPage(users, query), range };
    },

    async allMembers(viewer, query) {
      const { users } = await memberRows(viewer, query);
      return sortMembers(users, { field: 'totalCash', order: 'desc' });
    },
  };

  /** The members `query`'s filters match (and whose name holds `search`), with their figures. */
  async function memberRows(viewer: UserPrincipal, query: TeamQuery, search?: string) {
    const scope = scopeByPerson(scopeOf(viewer, query));
    const filter = scopeFilter(scope);
    const compared = await comparedRanges(db, viewer.organizationId, query);
    const [people, totals] = await Promise.all([
      rowsOf<MemberRow>(
        db,
        // Pending invites (no password yet) are not members.
        sql`SELECT u.user_id, u.display_name, u.email, u.avatar, u.profile_picture,
            r.role_title, m.display_name AS manager_name, u.is_active
          FROM users u
          LEFT JOIN roles r ON r.role_id = u.role_id
          LEFT JOIN users m ON m.user_id = u.manager_id
          WHERE u.organization_id = ${viewer.organizationId} AND u.password_hash IS NOT NULL
            AND u.user_id = ANY(${filter.people})
            ${search ? sql`AND strpos(lower(u.display_name), lower(${search})) > 0` : sql``}`,
      ),
      rangeTotalsBy(db, filter, compared.bounds, 'person'),
    ]);
    const users = people.map((person): TeamMember => {
      const { current, difference } = comparedValues(
        totals.get(Number(person.user_id)) ?? noTotals,
        compared.days,
      );
      return { ...person, user_id: Number(person.user_id), current, difference };
    });
    return { users, range: compared.range };
  }
}

/** Decorates `teamService`. */
export const teamServicePlugin = fp(
  async (app) => {
    app.decorate('teamService', createTeamService(app.db, app.metricsService));
  },
  { name: 'team-service', dependencies: ['db', 'metrics-service'] },
);
