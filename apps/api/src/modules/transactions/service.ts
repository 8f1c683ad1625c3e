import {
  toCents,
  transactionStatusesOpenToChange,
  type DeletedTransaction,
  type RequestCommissionRequest,
  type TransactionRow,
  type TransactionStatus,
  type UpdateTransactionRequest,
} from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { organizationEvent } from '../../realtime/realtime-event.ts';
import type { UnitOfWork, Work } from '../../realtime/unit-of-work.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { toTransactionRow, transactionColumnsSql } from '../sales-lists/transaction-columns.ts';
import { dealNamesPerson } from '../notifications/notification-texts.ts';
import type { NotificationService } from '../notifications/service.ts';
import { displayNameSql } from '../../domain/display-name-sql.ts';
import { assertDealFits, assertDealReferences } from './deal-checks.ts';

/** A deal as it is written: the closer it credits and who recorded it. */
export type NewDeal = Omit<RequestCommissionRequest, 'position' | 'user_id'> & {
  user_id: number;
  created_by: number | null;
};

function settled(status: TransactionStatus, change: 'changed' | 'deleted'): ApiError {
  const why =
    status === 'approved'
      ? 'its commission is paid at its amount and date; refund it instead'
      : 'its commission was paid and reversed; it stays as it is for the record';
  return new ApiError(
    409,
    'conflict',
    `The transaction is ${status} and cannot be ${change}: ${why}`,
  );
}

/** `transaction:changed` for the organization, about a row as it now stands. */
function announce(
  emit: Work['emit'],
  organizationId: number,
  row: Pick<TransactionRow, 'transaction_id' | 'user_id' | 'setter_id' | 'transaction_status'>,
  change: 'created' | 'updated' | 'deleted',
): void {
  emit(
    organizationEvent(organizationId, 'transaction:changed', {
      organization_id: organizationId,
      transaction_id: row.transaction_id,
      user_id: row.user_id,
      setter_id: row.setter_id,
      transaction_status: row.transaction_status,
      change,
    }),
  );
}

/** The transaction `transactionId` of the organization as the API shows it. */
async function findTransactionRow(
  db: Db,
  organizationId: number,
  transactionId: number,
): Promise<TransactionRow> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT ${transactionColumnsSql} FROM transactions t JOIN products p ON p.product_id = t.product_id
      WHERE t.transaction_id = ${transactionId} AND t.organization_id = ${organizationId}
        AND t.deleted_at IS NULL`,
  );
  if (!row) throw notFound();
  return toTransactionRow(row);
}

/**
 * Writes a deal, pending, inside `work`. A new deal without a contract value was paid in full (its
 * amount); an instalment carries none.
 */
async function insertDeal(
  { db, emit }: Work,
  organizationId: number,
  deal: NewDeal,
  action: 'transaction.created' | 'transaction.requested',
): Promise<TransactionRow> {
  await assertDealReferences(db, organizationId, deal);
  const contractValue = deal.transaction_type === 'new' ? (deal.contract_value ?? deal.amount) : 0;
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO transactions (organization_id, user_id, setter_id, product_id, customer_name,
      customer_email, amount_cents, contract_value_cents, transaction_type, transaction_status,
      transaction_date, notes, created_by)
    VALUES (${organizationId}, ${deal.user_id}, ${deal.setter_id ?? null}, ${deal.product_id},
      ${deal.customer_name}, ${deal.customer_email ?? ''}, ${toCents(deal.amount)},
      ${toCents(contractValue)}, ${deal.transaction_type}, 'pending', ${deal.transaction_date},
      ${deal.notes ?? ''}, ${deal.created_by})
    RETURNING transaction_id AS id`,
  );
  if (!row) throw new Error('the insert returned no transaction');
  const created = await findTransactionRow(db, organizationId, Number(row.id));
  await recordAudit(db, {
    organizationId,
    action,
    entityType: 'transaction',
    entityId: created.transaction_id,
    after: created,
  });
  announce(emit, organizationId, created, 'created');
  return created;
}

/**
 * Writes an admin's deal, pending.
 * @throws ApiError 400 naming the field whose product, person or date does not fit
 */
async function createTransaction(
  unitOfWork: UnitOfWork,
  organizationId: number,
  deal: NewDeal,
): Promise<TransactionRow> {
  return unitOfWork.run((work) => createTransactionIn(work, organizationId, deal));
}

/**
 * `createTransaction` inside the caller's unit of work (a webhook delivery applies a deal and
 * its outcome in one transaction).
 * @throws ApiError 400 naming the field whose product, person or date does not fit
 */
async function createTransactionIn(
  work: Work,
  organizationId: number,
  deal: NewDeal,
): Promise<TransactionRow> {
  assertDealFits(deal);
  return insertDeal(work, organizationId, deal, 'transaction.created');
}

/**
 * Writes a person's request for commission, pending (already authorized as one of the deal's
 * people). The other person it names (the setter a closer names, the closer a setter names) is
 * told: approval pays them too, so nobody is paid or credited on a deal they never heard of.
 * @throws ApiError 400 naming the field whose product, person or date does not fit
 */
async function requestCommission(
  unitOfWork: UnitOfWork,
  notifications: Pick<NotificationService, 'notify'>,
  organizationId: number,
  deal: NewDeal,
): Promise<TransactionRow> {
  assertDealFits(deal);
  return unitOfWork.run(async (work) => {
    const created = await insertDeal(work, organizationId, deal, 'transaction.requested');
    // The other person of the deal: the setter a closer named, or the closer a setter named.
    const other: { userId: number; as: 'closer' | 'setter' } | null =
      created.user_id !== deal.created_by
        ? { userId: created.user_id, as: 'closer' }
        : created.setter_id !== null && created.setter_id !== deal.created_by
          ? { userId: created.setter_id, as: 'setter' }
          : null;
    if (other) {
      const [requester] = await rowsOf<{ name: string }>(
        work.db,
        sql`SELECT ${displayNameSql(sql`u`)} AS name FROM users u WHERE u.user_id = ${deal.created_by}`,
      );
      await notifications.notify(
        work,
        dealNamesPerson(
          { organizationId, userId: other.userId },
          other.as,
          {
            amountCents: toCents(created.amount),
            customerName: created.customer_name,
            date: created.transaction_date,
          },
          requester?.name ?? 'Someone',
        ),
      );
    }
    return created;
  });
}

type LockedRow = {
  transaction_status: TransactionStatus;
  transaction_type: 'new' | 'payment_plan';
  user_id: number;
  setter_id: number | null;
  amount_cents: string;
  contract_value_cents: string;
};

/** Locks a live transaction of the organization for a change; 404 when there is none. */
async function lockTransaction(db: Db, organizationId: number, transactionId: number) {
  const [row] = await rowsOf<LockedRow>(
    db,
    sql`SELECT transaction_status, transaction_type, user_id, setter_id,
        amount_cents::text AS amount_cents, contract_value_cents::text AS contract_value_cents
      FROM transactions
      WHERE transaction_id = ${transactionId} AND organization_id = ${organizationId}
        AND deleted_at IS NULL
      FOR UPDATE`,
  );
  if (!row) throw notFound();
  return row;
}

/**
 * Changes a pending or rejected transaction (an approved one has paid commission on what it
 * says). Switching a deal to an instalment drops its contract value; switching an instalment to
 * a new deal without one gives it its amount (paid in full). The lock makes a status change wait, so an approval pays
 * what this change wrote.
 * @throws ApiError 404 for no such live transaction, 409 when it is approved or refunded, 400
 *   naming the field that does not fit
 */
async function updateTransaction(
  unitOfWork: UnitOfWork,
  organizationId: number,
  transactionId: number,
  change: UpdateTransactionRequest,
): Promise<TransactionRow> {
  return unitOfWork.run((work) => updateTransactionIn(work, organizationId, transactionId, change));
}

/** `updateTransaction` inside the caller's unit of work. */
async function updateTransactionIn(
  { db: tx, emit }: Work,
  organizationId: number,
  transactionId: number,
  change: UpdateTransactionRequest,
): Promise<TransactionRow> {
  const current = await lockTransaction(tx, organizationId, transactionId);
  if (!transactionStatusesOpenToChange.includes(current.transaction_status)) {
    throw settled(current.transaction_status, 'changed');
  }
  const before = await findTransactionRow(tx, organizationId, transactionId);
  const type = change.transaction_type ?? current.transaction_type;
  const amount = change.amount ?? Number(current.amount_cents) / 100;
  const storedValue = Number(current.contract_value_cents) / 100;
  const contractValue =
    change.contract_value ??
    (type === 'payment_plan' ? 0 : current.transaction_type === 'new' ? storedValue : amount);
  const setterId = change.setter_id === undefined ? current.setter_id : change.setter_id;
  // A change is judged on what it touches: a stored row from before these rules (a new deal
  // without a contract value) can still have its notes fixed.
  const touchesMoney = [change.amount, change.contract_value, change.transaction_type].some(
    (field) => field !== undefined,
  );
  const touchesPeople = change.user_id !== undefined || change.setter_id !== undefined;
  assertDealFits({
    ...(touchesMoney ? { transaction_type: type, amount, contract_value: contractValue } : {}),
    ...(touchesPeople ? { user_id: change.user_id ?? current.user_id, setter_id: setterId } : {}),
  });
  await assertDealReferences(tx, organizationId, change);
  const set = [
    change.user_id === undefined ? null : sql`user_id = ${change.user_id}`,
    change.setter_id === undefined ? null : sql`setter_id = ${change.setter_id}`,
    change.product_id === undefined ? null : sql`product_id = ${change.product_id}`,
    change.customer_name === undefined ? null : sql`customer_name = ${change.customer_name}`,
    change.customer_email === undefined ? null : sql`customer_email = ${change.customer_email}`,
    change.transaction_type === undefined ? null : sql`transaction_type = ${type}`,
    change.transaction_date === undefined
      ? null
      : sql`transaction_date = ${change.transaction_date}`,
    change.notes === undefined ? null : sql`notes = ${change.notes}`,
    sql`amount_cents = ${toCents(amount)}`,
    sql`contract_value_cents = ${toCents(contractValue)}`,
    sql`updated_at = now()`,
  ].filter((part) => part !== null);
  await tx.execute(
    sql`UPDATE transactions SET ${sql.join(set, sql`, `)} WHERE transaction_id = ${transactionId}`,
  );
  const updated = await findTransactionRow(tx, organizationId, transactionId);
  await recordAudit(tx, {
    organizationId,
    action: 'transaction.updated',
    entityType: 'transaction',
    entityId: transactionId,
    before,
    after: updated,
  });
  announce(emit, organizationId, updated, 'updated');
  return updated;
}

/**
 * Soft-deletes a pending or rejected transaction: it leaves every list and figure and stays in
 * the table, with who removed it and when, for the audit trail.
 * @throws ApiError 404 for no such live transaction, 409 when it is approved or refunded
 */
async function deleteTransaction(
  unitOfWork: UnitOfWork,
  organizationId: number,
  transactionId: number,
  deletedBy: number,
): Promise<DeletedTransaction> {
  return unitOfWork.run(async ({ db: tx, emit }) => {
    const current = await lockTransaction(tx, organizationId, transactionId);
    if (!transactionStatusesOpenToChange.includes(current.transaction_status)) {
      throw settled(current.transaction_status, 'deleted');
    }
    await recordAudit(tx, {
      organizationId,
      action: 'transaction.deleted',
      entityType: 'transaction',
      entityId: transactionId,
      before: await findTransactionRow(tx, organizationId, transactionId),
    });
    await tx.execute(
      sql`UPDATE transactions SET deleted_at = now(), deleted_by = ${deletedBy}
        WHERE transaction_id = ${transactionId}`,
    );
    announce(
      emit,
      organizationId,
      {
        transaction_id: transactionId,
        user_id: current.user_id,
        setter_id: current.setter_id,
        transaction_status: current.transaction_status,
      },
      'deleted',
    );
    return { transaction_id: transactionId };
  });
}

export type TransactionService = {
  /** Records a deal (already authorized), pending approval; announced once committed. */
  create(organizationId: number, deal: NewDeal): Promise<TransactionRow>;
  /** Records a deal a closer or setter asks commission for, and tells who it names. */
  requestCommission(organizationId: number, deal: NewDeal): Promise<TransactionRow>;
  /** Changes a transaction's deal; its status moves only through the commission service. */
  update(
    organizationId: number,
    transactionId: number,
    change: UpdateTransactionRequest,
  ): Promise<TransactionRow>;
  /** Soft delete, kept for the record. */
  remove(
    organizationId: number,
    transactionId: number,
    deletedBy: number,
  ): Promise<DeletedTransaction>;
  /** `create` inside the caller's unit of work (a webhook delivery and its outcome). */
  createIn(work: Work, organizationId: number, deal: NewDeal): Promise<TransactionRow>;
  /** `update` inside the caller's unit of work. */
  updateIn(
    work: Work,
    organizationId: number,
    transactionId: number,
    change: UpdateTransactionRequest,
  ): Promise<TransactionRow>;
  /** The transaction as the tables show it, read in the caller's unit of work; 404 when absent. */
  findIn(work: Work, organizationId: number, transactionId: number): Promise<TransactionRow>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    transactionService: TransactionService;
  }
}

/** Creates the transaction service. */
export function createTransactionService(
  unitOfWork: UnitOfWork,
  notifications: Pick<NotificationService, 'notify'>,
): TransactionService {
  return {
    create: (organizationId, deal) => createTransaction(unitOfWork, organizationId, deal),
    requestCommission: (organizationId, deal) =>
      requestCommission(unitOfWork, notifications, organizationId, deal),
    update: (organizationId, transactionId, change) =>
      updateTransaction(unitOfWork, organizationId, transactionId, change),
    remove: (organizationId, transactionId, deletedBy) =>
      deleteTransaction(unitOfWork, organizationId, transactionId, deletedBy),
    createIn: createTransactionIn,
    updateIn: updateTransactionIn,
    findIn: (work, organizationId, transactionId) =>
      findTransactionRow(work.db, organizationId, transactionId),
  };
}

/** Decorates `transactionService`. */
export const transactionServicePlugin = fp(
  async (app) => {
    app.decorate(
      'transactionService',
      createTransactionService(app.unitOfWork, app.notificationService),
    );
  },
  { name: 'transaction-service', dependencies: ['db', 'realtime', 'notification-service'] },
);
