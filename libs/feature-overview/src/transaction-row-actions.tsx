import { transactionStatusesOpenToChange, type TransactionListRow } from '@salesdash/api-contract';
import { Button } from '@salesdash/ui-kit';
import { useState } from 'react';
import { LazyTransactionEditor } from './lazy-transaction-editor.tsx';
import { TransactionStatusAction } from './transaction-status-action.tsx';

export type TransactionRowActionsProps = { transaction: TransactionListRow };

/**
 * An admin's actions on one transaction: its status moves, and for a pending or rejected one an
 * edit dialog (which also deletes it).
 */
export function TransactionRowActions({ transaction }: TransactionRowActionsProps) {
  const [editing, setEditing] = useState(false);
  const who = transaction.customer_name || `transaction #${transaction.transaction_id}`;
  return (
    <span className="inline-flex items-center gap-1">
      {transactionStatusesOpenToChange.includes(transaction.transaction_status) ? (
        <Button
          size="sm"
          variant="ghost"
          className="px-2"
          aria-label={`Edit ${who}’s transaction`}
          onClick={() => setEditing(true)}
        >
          Edit
        </Button>
      ) : null}
      {/* Last, so every row's Status button lines up at the table's edge. */}
      <TransactionStatusAction transaction={transaction} />
      {editing ? (
        <LazyTransactionEditor
          mode="edit"
          transaction={transaction}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </span>
  );
}
