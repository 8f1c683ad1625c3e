import type { PeopleList, PeopleSortField, peopleQuerySchema } from '@salesdash/api-contract';
import { and, asc, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type * as z from 'zod/mini';
import type { Database, Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../db/sql-conditions.ts';
import { peopleSeenBy } from '../../../policy/people-seen.ts';
import type { UserPrincipal } from '../../../policy/principal.ts';
import { selectOrgUsers, toOrgUser } from '../org-user-row.ts';

type PeopleQuery = z.infer<typeof peopleQuerySchema>;

const shownName = sql`lower(coalesce(nullif(${users.displayName}, ''), ${users.email}))`;

const orderColumns: Record<PeopleSortField, SQL | typeof users.email> = {
  name: shownName,
  email: sql`lower(${users.email})`,
  access: sql`${users.access}`,
  created_at: sql`${users.createdAt}`,
};

/** Whom the caller manages here: the policy's "sees person" rule as a WHERE clause. */
function scopeOf(actor: UserPrincipal): SQL | undefined {
  const seen = peopleSeenBy(actor);
  if (seen.kind === 'organization') return undefined;
  if (seen.kind === 'team') {
    return or(eq(users.managerId, seen.managerId), eq(users.userId, actor.userId));
  }
  return eq(users.userId, seen.userId);
}

/**
 * One page of the people the caller manages (an admin the organization, a manager their team
 * and themselves), searched by name and email. Pending invites (active, no password yet) have
 * their own list; everyone else is here, so a deactivated person who never registered (one an
 * import created, or whose invite was revoked) is listed among the deactivated, where it can
 * be reactivated and invited (docs/decisions/0064-import-privacy-and-key-scopes.md).
 */
async function listPeople(db: Db, actor: UserPrincipal, query: PeopleQuery): Promise<PeopleList> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = and(
    eq(users.organizationId, actor.organizationId),
    or(isNotNull(users.passwordHash), eq(users.isActive, false)),
    scopeOf(actor),
    query.status === 'all' ? undefined : eq(users.isActive, query.status === 'active'),
    pattern === null
      ? undefined
      : sql`(${users.displayName} ILIKE ${pattern} ESCAPE '\\' OR (${users.firstName} || ' ' || ${users.lastName}) ILIKE ${pattern} ESCAPE '\\' OR ${users.email} ILIKE ${pattern} ESCAPE '\\')`,
  );
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const totalCount = counted?.count ?? 0;
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const rows = await selectOrgUsers(db, where)
    .orderBy(direction(orderColumns[query.sortField]), asc(shownName), asc(users.userId))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const totalPages = Math.ceil(totalCount / query.limit);
  return {
    people: rows.map(toOrgUser),
    pagination: { hasNextPage: query.page < totalPages, totalCount, totalPages },
  };
}

export type PeopleService = {
  /** A page of the people `actor` manages, pending invites aside (already authorized). */
  list(actor: UserPrincipal, query: PeopleQuery): Promise<PeopleList>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    peopleService: PeopleService;
  }
}

/** Creates the people service. */
export function createPeopleService(database: Database): PeopleService {
  const { db } = database;
  return { list: (actor, query) => listPeople(db, actor, query) };
}

/** Decorates `peopleService`. */
export const peopleServicePlugin = fp(
  async (app) => {
    app.decorate('peopleService', createPeopleService(app.db));
  },
  { name: 'people-service', dependencies: ['db'] },
);
