import type { TransactionStatus, TransactionStatusChange } from '@salesdash/api-contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { UnitOfWork, Work } from '../../../realtime/unit-of-work.ts';
import { saleDecided, saleRefunded } from '../../notifications/notification-texts.ts';
import type { NotificationService } from '../../notifications/service.ts';
import { boardEvent, organizationEvent } from '../../../realtime/realtime-event.ts';
import { commissionSplits, transactions } from '../../../db/schema/index.ts';
import { ApiError, notFound } from '../../../errors/api-error.ts';
import { recordAudit } from '../../../domain/audit/index.ts';
import {
  earnedSplitsSql,
  reversalSplitsSql,
  statusTransitionProblem,
} from '../../../domain/money/index.ts';

export type CommissionService = {
  /**
   * Moves a transaction of the organization to `status` in one database transaction, writing
   * its splits through the commission rule: earned ones on approval, reversals (dated today in
   * the organization's timezone) on a refund. The row is locked first, so of two concurrent
   * approvals one pays and the other gets the 409 of an already approved transaction. Once it
   * commits, `transaction:changed` goes to the organization and, when paid figures moved
   * (approval, refund), `leaderboard:changed` to its board.
   * @throws ApiError 404 when the transaction is not the organization's; 409 for a move
   *   `status-transition.ts` does not allow
   */
  changeStatus(
    organizationId: number,
    transactionId: number,
    status: TransactionStatus,
  ): Promise<TransactionStatusChange>;
  /** `changeStatus` inside the caller's unit of work (a webhook delivery and its outcome). */
  changeStatusIn(
    work: Work,
    organizationId: number,
    transactionId: number,
    status: TransactionStatus,
  ): Promise<TransactionStatusChange>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    commissionService: CommissionService;
  }
}

/** Creates the commission service: the only writer of commission splits outside the seeds. */
export function createCommissionService(
  unitOfWork: UnitOfWork,
  notifications: Pick<NotificationService, 'notify'>,
): CommissionService {
  async function changeStatusIn(
    work: Work,
    organizationId: number,
    transactionId: number,
    status: TransactionStatus,
  ): Promise<TransactionStatusChange> {
    const { db: tx, emit } = work;
    const [row] = await tx
      .select({
        status: transactions.transactionStatus,
        userId: transactions.userId,
        setterId: transactions.setterId,
        amountCents: transactions.amountCents,
        customerName: transactions.customerName,
        date: transactions.transactionDate,
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.transactionId, transactionId),
          eq(transactions.organizationId, organizationId),
          isNull(transactions.deletedAt),
        ),
      )
      .for('update');
    if (!row) throw notFound();
    const problem = statusTransitionProblem(row.status, status);
    if (problem) throw new ApiError(409, 'conflict', problem);

    await tx
      .update(transactions)
      .set({ transactionStatus: status, updatedAt: sql`now()` })
      .where(eq(transactions.transactionId, transactionId));
    if (status === 'approved') {
      await tx.execute(earnedSplitsSql(sql`SELECT ${transactionId}::int, now()`));
    } else if (status === 'refunded') {
      await tx.execute(
        reversalSplitsSql(sql`
              SELECT t.transaction_id, (now() AT TIME ZONE o.timezone)::date, now()
              FROM transactions t JOIN organizations o ON o.organization_id = t.organization_id
              WHERE t.transaction_id = ${transactionId}`),
      );
    }

    const splits = await tx
      .select()
      .from(commissionSplits)
      .where(eq(commissionSplits.transactionId, transactionId))
      .orderBy(asc(commissionSplits.commissionSplitId));
    emit(
      organizationEvent(organizationId, 'transaction:changed', {
        organization_id: organizationId,
        transaction_id: transactionId,
        user_id: row.userId,
        setter_id: row.setterId,
        transaction_status: status,
        change: 'status',
      }),
    );
    // Only approved sales count in a figure, so only these moves change the board.
    if (status === 'approved' || status === 'refunded') emit(boardEvent(organizationId));
    if (status === 'approved' || status === 'rejected') {
      await notifications.notify(
        work,
        saleDecided({ organizationId, userId: row.userId }, row, status),
      );
    } else if (status === 'refunded') {
      // The closer and the setter each learn what of theirs was clawed back.
      for (const userId of new Set([row.userId, row.setterId ?? row.userId])) {
        const clawback = splits
          .filter((split) => split.kind === 'reversal' && split.userId === userId)
          .reduce((sum, split) => sum - split.amountCents, 0);
        await notifications.notify(work, saleRefunded({ organizationId, userId }, row, clawback));
      }
    }
    const changed: TransactionStatusChange = {
      transaction_id: transactionId,
      transaction_status: status,
      commission_splits: splits.map((split) => ({
        user_id: split.userId,
        role_id: split.roleId,
        kind: split.kind,
        rate: Number(split.rate),
        amount: split.amountCents / 100,
        split_date: split.splitDate,
      })),
    };
    // The splits in `after` are what the move paid or clawed back, with those before it.
    await recordAudit(tx, {
      organizationId,
      action: 'transaction.status_changed',
      entityType: 'transaction',
      entityId: transactionId,
      before: { transaction_status: row.status },
      after: changed,
    });
    return changed;
  }
  return {
    changeStatus(organizationId, transactionId, status) {
      return unitOfWork.run((work) => changeStatusIn(work, organizationId, transactionId, status));
    },
    changeStatusIn,
  };
}

/** Decorates `commissionService`. */
export const commissionServicePlugin = fp(
  async (app) => {
    app.decorate(
      'commissionService',
      createCommissionService(app.unitOfWork, app.notificationService),
    );
  },
  { name: 'commission-service', dependencies: ['db', 'realtime', 'notification-service'] },
);
