import type {
  CreatedShare,
  CreateShareRequest,
  ResolvedShare,
  Share,
  ShareListQuery,
} from '@salesdash/api-contract';
import { accessLevels, sharePath } from '@salesdash/api-contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { appointments, products, shares, users } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../errors/api-error.ts';
import { authorize, authorizeRecord } from '../../policy/authorize.ts';
import {
  findAppointmentResource,
  findProductResource,
  findUserResource,
  shareResource,
} from '../../policy/load-resource.ts';
import { decide } from '../../policy/policy.ts';
import type { UserPrincipal } from '../../policy/principal.ts';
import { initialsOf } from '../sales-lists/customer-details.ts';
import { newShareToken } from '../../security/share-token.ts';
import { hashOpaqueToken } from '../../security/opaque-token.ts';

export type ShareService = {
  /**
   * Creates a share link of a resource the actor may share (the policy's `share.create-*`);
   * only the token's hash is stored, the token is returned once.
   */
  create(actor: UserPrincipal, body: CreateShareRequest, now?: Date): Promise<CreatedShare>;
  /** The share links the actor may manage (their own; every one of the org for admins), newest first. */
  list(actor: UserPrincipal, query: ShareListQuery): Promise<Share[]>;
  /** Revokes a share link already authorized; revoking twice keeps the first time. */
  revoke(shareId: number, now?: Date): Promise<Share>;
  /** What a share link shows (the policy's `share.resolve` already passed). */
  resolve(shareId: number): Promise<ResolvedShare>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    shareService: ShareService;
  }
}

type ShareRow = typeof shares.$inferSelect;

function toShare(row: ShareRow): Share {
  return {
    share_id: row.shareId,
    type: row.type,
    resource_id: row.resourceId,
    name: row.name,
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    include_customer_details: row.includeCustomerDetails,
  };
}

/** A person's name as the app shows it: the display name, else the email. */
async function personName(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ displayName: users.displayName, email: users.email })
    .from(users)
    .where(eq(users.userId, userId))
    .limit(1);
  return row ? row.displayName || row.email : undefined;
}

/**
 * Authorizes sharing the resource of `body` and returns the name the link gets when none is
 * given: the person's display name, the product's name ("<manager>'s team's sales of
 * <product>" for a manager's link, since it shows only their team's records), "Call with
 * <lead>" (initials unless the link includes customer details) or "Leaderboard".
 */
async function authorizeAndName(
  db: Db,
  actor: UserPrincipal,
  body: CreateShareRequest,
): Promise<string> {
  const id = body.resource_id;
  switch (body.type) {
    case 'employee': {
      await authorizeRecord(db, actor, 'share.create-employee', id, findUserResource);
      return (await personName(db, id)) || 'Dashboard';
    }
    case 'product': {
      await authorizeRecord(db, actor, 'share.create-product', id, findProductResource);
      const [row] = await db
        .select({ name: products.name })
        .from(products)
        .where(eq(products.productId, id))
        .limit(1);
      const product = row?.name ?? 'Product';
      // The link reads through its creator's eyes (metrics-scope.ts): a manager's shows their
      // team's slice of the product, and its name says so to whoever opens it.
      if (actor.access !== accessLevels.manager) return product;
      const manager = await personName(db, actor.userId);
      return manager ? `${manager}'s team's sales of ${product}` : `Team sales of ${product}`;
    }
    case 'call': {
      await authorizeRecord(db, actor, 'share.create-call', id, findAppointmentResource);
      const [row] = await db
        .select({ leadName: appointments.leadName })
        .from(appointments)
        .where(eq(appointments.appointmentId, id))
        .limit(1);
      if (!row?.leadName) return 'Call';
      // The name is the visitor's page title: the lead is shown as the link shows leads.
      const lead = body.include_customer_details ? row.leadName : initialsOf(row.leadName);
      return `Call with ${lead}`;
    }
    case 'leaderboard':
      // The leaderboard is the organization's: its resource id is the organization id.
      authorize(actor, 'share.create-leaderboard', { kind: 'organization', organizationId: id });
      return 'Leaderboard';
  }
}

/** Creates the share-link service. */
export function createShareService(database: Database): ShareService {
  const { db } = database;

  return {
    async create(actor, body, now = new Date()) {
      const expiresAt = body.expires_at === undefined ? null : new Date(body.expires_at);
      if (expiresAt && expiresAt.getTime() <= now.getTime()) {
        throw fieldError('expires_at', 'must be in the future');
      }
      const defaultName = await authorizeAndName(db, actor, body);
      const token = newShareToken();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(shares)
          .values({
            organizationId: actor.organizationId,
            type: body.type,
            resourceId: body.resource_id,
            name: body.name || defaultName,
            tokenHash: hashOpaqueToken(token),
            expiresAt,
            createdBy: actor.userId,
            createdAt: now,
            includeCustomerDetails: body.include_customer_details ?? false,
          })
          .returning();
        if (!row) throw new Error('share insert returned nothing');
        const share = toShare(row);
        // The token never reaches the log: only its holder may open the link.
        await recordAudit(tx, {
          organizationId: actor.organizationId,
          action: 'share.created',
          entityType: 'share',
          entityId: share.share_id,
          after: share,
        });
        return { share, token, path: sharePath(row.type, token) };
      });
    },

    async list(actor, query) {
      const rows = await db
        .select()
        .from(shares)
        .where(
          and(
            eq(shares.organizationId, actor.organizationId),
            query.type === undefined ? undefined : eq(shares.type, query.type),
            query.resource_id === undefined ? undefined : eq(shares.resourceId, query.resource_id),
          ),
        )
        .orderBy(desc(shares.createdAt), desc(shares.shareId));
      return rows
        .filter((row) => decide(actor, 'share.manage', shareResource(row)).allow)
        .map(toShare);
    },

    async revoke(shareId, now = new Date()) {
      return db.transaction(async (tx) => {
        const [revoked] = await tx
          .update(shares)
          .set({ revokedAt: now })
          .where(and(eq(shares.shareId, shareId), isNull(shares.revokedAt)))
          .returning();
        const [row] = await tx.select().from(shares).where(eq(shares.shareId, shareId)).limit(1);
        if (!row) throw notFound();
        const share = toShare(row);
        // Revoking a revoked link changes nothing, so it records nothing.
        if (revoked) {
          await recordAudit(tx, {
            organizationId: row.organizationId,
            action: 'share.revoked',
            entityType: 'share',
            entityId: shareId,
            before: { ...share, revoked_at: null },
            after: share,
          });
        }
        return share;
      });
    },

    async resolve(shareId) {
      const [row] = await db.select().from(shares).where(eq(shares.shareId, shareId)).limit(1);
      if (!row) throw notFound();
      return {
        type: row.type,
        resourceId: row.resourceId,
        name: row.name,
        expiresAt: row.expiresAt?.toISOString() ?? null,
        includeCustomerDetails: row.includeCustomerDetails,
      };
    },
  };
}

/** Decorates `shareService`. */
export const shareServicePlugin = fp(
  async (app) => {
    app.decorate('shareService', createShareService(app.db));
  },
  { name: 'share-service', dependencies: ['db'] },
);
