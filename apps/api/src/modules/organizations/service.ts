import type {
  Billing,
  Organization,
  SeatInfo,
  UpdateOrganizationRequest,
} from '@salesdash/api-contract';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { organizations } from '../../db/schema/index.ts';
import { notFound } from '../../errors/api-error.ts';
import { staleVersion } from '../../errors/stale-version.ts';
import { countSeatsUsed } from '../users/org-checks.ts';
import { billingOf } from './billing.ts';

export type OrganizationService = {
  /** The organization; 404 when absent. */
  get(organizationId: number): Promise<Organization>;
  /** The organization's plan, seats and what they cost (billing.ts). */
  billing(organizationId: number): Promise<Billing>;
  /** Purchased seats and those taken by active users (pending invites included). */
  seats(organizationId: number): Promise<SeatInfo>;
  /**
   * Renames the organization, and changes its time zone when given (which re-cuts the calls'
   * and outbound activity's days: the rollups rebuild in the same transaction).
   * @throws ApiError 409 `stale-version` when `version` was given and someone saved since
   */
  update(organizationId: number, body: UpdateOrganizationRequest): Promise<Organization>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    organizationService: OrganizationService;
  }
}

function toOrganization(row: typeof organizations.$inferSelect): Organization {
  return {
    organization_id: row.organizationId,
    name: row.name,
    seats: row.seats,
    timezone: row.timezone,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** Creates the organization service. */
export function createOrganizationService(database: Database): OrganizationService {
  const { db } = database;

  async function get(organizationId: number) {
    const [row] = await db
      .select()
      .from(organizations)
      .where(eq(organizations.organizationId, organizationId))
      .limit(1);
    if (!row) throw notFound();
    return toOrganization(row);
  }

  return {
    get,

    billing: (organizationId) => billingOf(db, organizationId),

    async seats(organizationId) {
      const { seats } = await get(organizationId);
      const used = await countSeatsUsed(db, organizationId);
      return { seats, used, available: Math.max(0, seats - used) };
    },

    async update(organizationId, body) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(organizations)
          .where(eq(organizations.organizationId, organizationId))
          .for('update');
        if (!before) throw notFound();
        if (body.version !== undefined && body.version !== before.version) {
          throw staleVersion('organization');
        }
        const [row] = await tx
          .update(organizations)
          .set({
            name: body.name,
            ...(body.timezone === undefined ? {} : { timezone: body.timezone }),
            version: sql`${organizations.version} + 1`,
          })
          .where(eq(organizations.organizationId, organizationId))
          .returning();
        if (!row) throw notFound();
        const after = toOrganization(row);
        await recordAudit(tx, {
          organizationId,
          action: 'organization.updated',
          entityType: 'organization',
          entityId: organizationId,
          before: toOrganization(before),
          after,
        });
        return after;
      });
    },
  };
}

/** Decorates `organizationService`. */
export const organizationServicePlugin = fp(
  async (app) => {
    app.decorate('organizationService', createOrganizationService(app.db));
  },
  { name: 'organization-service', dependencies: ['db'] },
);
