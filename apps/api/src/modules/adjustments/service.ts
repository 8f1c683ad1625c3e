import type {
  Adjustment,
  AdjustmentList,
  CreateAdjustmentRequest,
  DateRangeQuery,
  UpdateAdjustmentRequest,
} from '@salesdash/api-contract';
import { toCents } from '@salesdash/api-contract';
import { and, between, desc, eq, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { adjustments } from '../../db/schema/index.ts';
import { notFound } from '../../errors/api-error.ts';
import { organizationEvent } from '../../realtime/realtime-event.ts';
import type { UnitOfWork, Work } from '../../realtime/unit-of-work.ts';
import { adjustmentAdded } from '../notifications/notification-texts.ts';
import type { NotificationService } from '../notifications/service.ts';

/** `adjustment:changed` for the organization. */
function announce(
  emit: Work['emit'],
  organizationId: number,
  userId: number,
  adjustmentId: number,
  change: 'created' | 'updated' | 'deleted',
): void {
  emit(
    organizationEvent(organizationId, 'adjustment:changed', {
      organization_id: organizationId,
      adjustment_id: adjustmentId,
      user_id: userId,
      change,
    }),
  );
}

/** The row as the API shows it: signed dollars, ISO timestamps. */
const columns = {
  adjustment_id: adjustments.adjustmentId,
  user_id: adjustments.userId,
  adjustment_date: adjustments.adjustmentDate,
  amount_cents: adjustments.amountCents,
  reason: adjustments.reason,
  created_by: adjustments.createdBy,
  created_at: adjustments.createdAt,
};
type Row = Omit<Adjustment, 'amount' | 'created_at'> & { amount_cents: number; created_at: Date };

const shown = ({ amount_cents, created_at, ...row }: Row): Adjustment => ({
  ...row,
  amount: amount_cents / 100,
  created_at: created_at.toISOString(),
});

/** The adjustment `adjustmentId` of person `userId` in the organization, not deleted. */
const isLive = (organizationId: number, userId: number, adjustmentId: number) =>
  and(
    eq(adjustments.adjustmentId, adjustmentId),
    eq(adjustments.userId, userId),
    eq(adjustments.organizationId, organizationId),
    isNull(adjustments.deletedAt),
  );

/** A person's adjustments in a day range, newest first (deleted ones left out). */
async function listAdjustments(
  db: Db,
  organizationId: number,
  userId: number,
  range: DateRangeQuery,
): Promise<AdjustmentList> {
  const rows = await db
    .select(columns)
    .from(adjustments)
    .where(
      and(
        eq(adjustments.organizationId, organizationId),
        eq(adjustments.userId, userId),
        isNull(adjustments.deletedAt),
        between(adjustments.adjustmentDate, range.startDate, range.endDate),
      ),
    )
    .orderBy(desc(adjustments.adjustmentDate), desc(adjustments.adjustmentId));
  return rows.map(shown);
}

/**
 * Adds a bonus or clawback (already authorized) and notifies its person; announced once
 * committed.
 */
export async function createAdjustment(
  unitOfWork: UnitOfWork,
  notifications: Pick<NotificationService, 'notify'>,
  organizationId: number,
  userId: number,
  createdBy: number,
  body: CreateAdjustmentRequest,
): Promise<Adjustment> {
  return unitOfWork.run(async (work) => {
    const { db, emit } = work;
    const [row] = await db
      .insert(adjustments)
      .values({
        organizationId,
        userId,
        adjustmentDate: body.adjustment_date,
        amountCents: toCents(body.amount),
        reason: body.reason,
        createdBy,
      })
      .returning(columns);
    if (!row) throw notFound();
    await recordAudit(db, {
      organizationId,
      action: 'adjustment.created',
      entityType: 'adjustment',
      entityId: row.adjustment_id,
      after: shown(row),
    });
    announce(emit, organizationId, userId, row.adjustment_id, 'created');
    await notifications.notify(
      work,
      adjustmentAdded(
        { organizationId, userId },
        { amountCents: row.amount_cents, date: row.adjustment_date, reason: row.reason },
      ),
    );
    return shown(row);
  });
}

/** @throws ApiError 404 when the adjustment is not that person's, or deleted */
async function updateAdjustment(
  unitOfWork: UnitOfWork,
  organizationId: number,
  userId: number,
  adjustmentId: number,
  body: UpdateAdjustmentRequest,
): Promise<Adjustment> {
  return unitOfWork.run(async ({ db, emit }) => {
    const [before] = await db
      .select(columns)
      .from(adjustments)
      .where(isLive(organizationId, userId, adjustmentId))
      .for('update');
    if (!before) throw notFound();
    const [row] = await db
      .update(adjustments)
      .set({
        ...(body.adjustment_date === undefined ? {} : { adjustmentDate: body.adjustment_date }),
        ...(body.amount === undefined ? {} : { amountCents: toCents(body.amount) }),
        ...(body.reason === undefined ? {} : { reason: body.reason }),
        updatedAt: sql`now()`,
      })
      .where(isLive(organizationId, userId, adjustmentId))
      .returning(columns);
    if (!row) throw notFound();
    await recordAudit(db, {
      organizationId,
      action: 'adjustment.updated',
      entityType: 'adjustment',
      entityId: adjustmentId,
      before: shown(before),
      after: shown(row),
    });
    announce(emit, organizationId, userId, adjustmentId, 'updated');
    return shown(row);
  });
}

/**
 * Soft delete: the row stays for the audit trail (who removed it, when) and leaves every figure.
 * @throws ApiError 404 when the adjustment is not that person's, or already deleted
 */
async function deleteAdjustment(
  unitOfWork: UnitOfWork,
  organizationId: number,
  userId: number,
  adjustmentId: number,
  deletedBy: number,
): Promise<{ adjustment_id: number }> {
  return unitOfWork.run(async ({ db, emit }) => {
    const [before] = await db
      .update(adjustments)
      .set({ deletedAt: sql`now()`, deletedBy })
      .where(isLive(organizationId, userId, adjustmentId))
      .returning(columns);
    if (!before) throw notFound();
    await recordAudit(db, {
      organizationId,
      action: 'adjustment.deleted',
      entityType: 'adjustment',
      entityId: adjustmentId,
      before: shown(before),
    });
    announce(emit, organizationId, userId, adjustmentId, 'deleted');
    return { adjustment_id: before.adjustment_id };
  });
}

export type AdjustmentService = {
  /** A person's adjustments in a day range, newest first (deleted ones left out). */
  list(organizationId: number, userId: number, range: DateRangeQuery): Promise<AdjustmentList>;
  /** Adds a bonus or clawback and notifies its person (already authorized). */
  create(
    organizationId: number,
    userId: number,
    createdBy: number,
    body: CreateAdjustmentRequest,
  ): Promise<Adjustment>;
  /** @throws ApiError 404 when the adjustment is not that person's, or deleted */
  update(
    organizationId: number,
    userId: number,
    adjustmentId: number,
    body: UpdateAdjustmentRequest,
  ): Promise<Adjustment>;
  /** Soft delete, kept for the audit trail. @throws ApiError 404 as `update` */
  remove(
    organizationId: number,
    userId: number,
    adjustmentId: number,
    deletedBy: number,
  ): Promise<{ adjustment_id: number }>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    adjustmentService: AdjustmentService;
  }
}

/** Creates the adjustment service. */
export function createAdjustmentService(
  database: Database,
  unitOfWork: UnitOfWork,
  notifications: Pick<NotificationService, 'notify'>,
): AdjustmentService {
  const { db } = database;
  return {
    list: (organizationId, userId, range) => listAdjustments(db, organizationId, userId, range),
    create: (organizationId, userId, createdBy, body) =>
      createAdjustment(unitOfWork, notifications, organizationId, userId, createdBy, body),
    update: (organizationId, userId, adjustmentId, body) =>
      updateAdjustment(unitOfWork, organizationId, userId, adjustmentId, body),
    remove: (organizationId, userId, adjustmentId, deletedBy) =>
      deleteAdjustment(unitOfWork, organizationId, userId, adjustmentId, deletedBy),
  };
}

/** Decorates `adjustmentService`. */
export const adjustmentServicePlugin = fp(
  async (app) => {
    app.decorate(
      'adjustmentService',
      createAdjustmentService(app.db, app.unitOfWork, app.notificationService),
    );
  },
  { name: 'adjustment-service', dependencies: ['db', 'realtime', 'notification-service'] },
);
