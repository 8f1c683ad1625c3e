import { toCents, type TransactionStatus } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows-of.ts';
import {
  earnedSplitsSql,
  reversalSplitsSql,
  statusTransitionProblem,
} from '../../../domain/money/index.ts';
import { boardEvent, organizationEvent } from '../../../realtime/realtime-event.ts';
import { transactionRowFrom, type TransactionRecord } from '../rows/transaction-row.ts';
import { jsonIdsSql, jsonRowsSql } from './json-rows-sql.ts';
import { recordKind } from './record-kind.ts';

/** A payment as its columns are written. */
type Stored = {
  user_id: number;
  setter_id: number | null;
  product_id: number;
  customer_name: string;
  customer_email: string;
  amount_cents: number;
  contract_value_cents: number;
  transaction_type: string;
  transaction_status: TransactionStatus;
  transaction_date: string;
  notes: string;
};

/** The row as the create route would write it: a new deal without a value was paid in full. */
function stored({ deal, status }: TransactionRecord): Stored {
  const contractValue = deal.transaction_type === 'new' ? (deal.contract_value ?? deal.amount) : 0;
  return {
    user_id: deal.user_id,
    setter_id: deal.setter_id ?? null,
    product_id: deal.product_id,
    customer_name: deal.customer_name,
    customer_email: deal.customer_email ?? '',
    amount_cents: toCents(deal.amount),
    contract_value_cents: toCents(contractValue),
    transaction_type: deal.transaction_type,
    transaction_status: status,
    transaction_date: deal.transaction_date,
    notes: deal.notes ?? '',
  };
}

/**
 * Payments (decision 0057). Rows that arrive approved or refunded are paid by the money core's
 * own statements (`earnedSplitsSql`, then `reversalSplitsSql` for a refund), for the whole
 * chunk at once, as an approval in the app pays one deal; a deal already approved or refunded
 * is never changed by a re-import, as the app refuses it (refund it instead).
 */
export const transactionsKind = recordKind<TransactionRecord, Stored>({
  recordType: 'transaction',
  noun: 'transaction',
  table: 'transactions',
  idColumn: 'transaction_id',
  read: transactionRowFrom,
  stored,
  columns: {
    user_id: 'int',
    setter_id: 'int',
    product_id: 'int',
    customer_name: 'text',
    customer_email: 'text',
    amount_cents: 'bigint',
    contract_value_cents: 'bigint',
    transaction_type: 'text',
    transaction_status: 'text',
    transaction_date: 'date',
    notes: 'text',
  },
  // A deal's contract value follows its type (an instalment has none), so mapping the type
  // writes it too.
  columnsOfField: {
    date: ['transaction_date'],
    amount: ['amount_cents'],
    contract_value: ['contract_value_cents'],
    closer_email: ['user_id'],
    setter_email: ['setter_id'],
    product: ['product_id'],
    customer_name: ['customer_name'],
    customer_email: ['customer_email'],
    type: ['transaction_type', 'contract_value_cents'],
    status: ['transaction_status'],
    notes: ['notes'],
  },
  insertExtras: (context) => ({ created_by: sql`${context.actorId}::int` }),
  tracksChanges: true,

  refuseUpdate(current, changed, wanted) {
    const status = current['transaction_status'] as TransactionStatus;
    if (status === 'approved' || status === 'refunded') {
      return {
        field: 'external_id',
        rule: `names transaction ${String(current['transaction_id'])}, which is ${status}: its commission is settled, so it is not changed (refund it instead)`,
      };
    }
    if (!changed.includes('transaction_status')) return null;
    const problem = statusTransitionProblem(status, wanted.transaction_status);
    return problem ? { field: 'status', rule: problem } : null;
  },

  async afterWrite({ db }, context, { inserted, updated }) {
    const settled = (row: Stored) =>
      row.transaction_status === 'approved' || row.transaction_status === 'refunded';
    const paid = [...inserted, ...(context.mapped.has('status') ? updated : [])]
      .filter(settled)
      .map((row) => row.id);
    if (paid.length > 0) {
      await db.execute(
        earnedSplitsSql(
          sql`SELECT value::int, now() FROM jsonb_array_elements_text(${JSON.stringify(paid)}::jsonb)`,
        ),
      );
    }
    // The refund's own day is not in the file: it is reversed on the payment's date, so a
    // refunded deal of the past nets to zero in its own month, not in this one.
    const refunded = inserted
      .filter((row) => row.transaction_status === 'refunded')
      .map((row) => row.id);
    if (refunded.length > 0) {
      await db.execute(
        reversalSplitsSql(sql`SELECT t.transaction_id, t.transaction_date, now()
          FROM transactions t WHERE t.transaction_id IN ${jsonIdsSql(refunded)}`),
      );
    }
  },

  touched: {
    sql: sql`EXISTS (SELECT 1 FROM commission_splits s WHERE s.transaction_id = r.record_id
      AND s.kind = 'reversal' AND s.created_at > r.applied_at)`,
    describe: 'was refunded',
  },

  async beforeRestore(db, restored) {
    // What the import paid on a deal it approved is taken back with the approval.
    await db.execute(
      sql`DELETE FROM commission_splits s
        USING ${jsonRowsSql(
          restored.map((row) => ({ id: row.recordId, applied_at: row.appliedAt })),
          { id: 'int', applied_at: 'timestamptz' },
        )}
        WHERE s.transaction_id = x.id AND s.created_at >= x.applied_at`,
    );
  },

  async announce({ db, emit }, organizationId, transactionId, change) {
    const [sample] = await rowsOf<{
      user_id: number;
      setter_id: number | null;
      status: TransactionStatus;
    }>(
      db,
      sql`SELECT user_id, setter_id, transaction_status AS status FROM transactions
        WHERE transaction_id = ${transactionId}`,
    );
    if (sample) {
      emit(
        organizationEvent(organizationId, 'transaction:changed', {
          organization_id: organizationId,
          transaction_id: transactionId,
          user_id: Number(sample.user_id),
          setter_id: sample.setter_id == null ? null : Number(sample.setter_id),
          transaction_status: sample.status,
          change,
        }),
      );
    }
    // A chunk's approved rows (or an undo's) move the board; a board refetch per chunk is cheap.
    emit(boardEvent(organizationId));
  },
});
