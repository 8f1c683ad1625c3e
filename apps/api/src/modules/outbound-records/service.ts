import type { LogOutboundRequest, OutboundRecordRow } from '@salesdash/api-contract';
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { outboundRecords, products } from '../../db/schema/index.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { fieldError } from '../../errors/api-error.ts';
import { boardEvent, organizationEvent } from '../../realtime/realtime-event.ts';
import type { UnitOfWork, Work } from '../../realtime/unit-of-work.ts';

/**
 * Logs one message or call of `userId` (already authorized). Announces `outbound:changed` and,
 * since messages sent and calls made are board categories, `leaderboard:changed` once committed.
 * @throws ApiError 400 naming `product_id` when it is not an active product of the organization
 */
async function logOutbound(
  unitOfWork: UnitOfWork,
  organizationId: number,
  userId: number,
  body: LogOutboundRequest,
): Promise<OutboundRecordRow> {
  return unitOfWork.run((work) => logOutboundIn(work, organizationId, userId, body));
}

/** `logOutbound` inside the caller's unit of work. */
async function logOutboundIn(
  { db, emit }: Work,
  organizationId: number,
  userId: number,
  body: LogOutboundRequest,
): Promise<OutboundRecordRow> {
  let productName: string | null = null;
  if (body.product_id != null) {
    const [product] = await db
      .select({ name: products.name })
      .from(products)
      .where(
        and(
          eq(products.productId, body.product_id),
          eq(products.organizationId, organizationId),
          eq(products.isActive, true),
        ),
      )
      .limit(1);
    if (!product) throw fieldError('product_id', 'No such active product in this organization');
    productName = product.name;
  }
  const [row] = await db
    .insert(outboundRecords)
    .values({
      organizationId,
      userId,
      productId: body.product_id ?? null,
      type: body.type,
      answered: body.type === 'call' && body.answered === true,
      durationSeconds: body.type === 'call' ? (body.duration_seconds ?? 0) : 0,
    })
    .returning();
  if (!row) throw new Error('the insert returned no outbound record');
  const logged: OutboundRecordRow = {
    outbound_record_id: row.outboundRecordId,
    user_id: row.userId,
    product_id: row.productId,
    product_name: productName,
    type: row.type,
    answered: row.answered,
    duration_seconds: row.durationSeconds,
    created_at: row.createdAt.toISOString(),
  };
  await recordAudit(db, {
    organizationId,
    action: 'outbound_record.logged',
    entityType: 'outbound_record',
    entityId: logged.outbound_record_id,
    after: logged,
  });
  emit(
    organizationEvent(organizationId, 'outbound:changed', {
      organization_id: organizationId,
      outbound_record_id: row.outboundRecordId,
      user_id: userId,
      change: 'created',
    }),
  );
  emit(boardEvent(organizationId));
  return logged;
}

export type OutboundRecordService = {
  /**
   * Logs one message or call of `userId` (already authorized), announced once committed.
   * @throws ApiError 400 naming `product_id` when it is not an active product of the organization
   */
  log(organizationId: number, userId: number, body: LogOutboundRequest): Promise<OutboundRecordRow>;
  /** `log` inside the caller's unit of work (a webhook delivery and its outcome). */
  logIn(
    work: Work,
    organizationId: number,
    userId: number,
    body: LogOutboundRequest,
  ): Promise<OutboundRecordRow>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    outboundRecordService: OutboundRecordService;
  }
}

/** Creates the outbound record service. */
export function createOutboundRecordService(unitOfWork: UnitOfWork): OutboundRecordService {
  return {
    log: (organizationId, userId, body) => logOutbound(unitOfWork, organizationId, userId, body),
    logIn: logOutboundIn,
  };
}

/** Decorates `outboundRecordService`. */
export const outboundRecordServicePlugin = fp(
  async (app) => {
    app.decorate('outboundRecordService', createOutboundRecordService(app.unitOfWork));
  },
  { name: 'outbound-record-service', dependencies: ['db', 'realtime'] },
);
