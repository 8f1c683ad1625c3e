import {
  transactionStatusMoves,
  type TransactionRow,
  type TransactionStatus,
} from '@salesdash/api-contract';
import { useChangeTransactionStatus } from '@salesdash/data-access-sales';
import { Button, Dialog, toast } from '@salesdash/ui-kit';
import { formatMoney } from '@salesdash/util-format';
import { useState } from 'react';

/** What each move is called and what it does to commission, for the confirmation. */
const moves: Record<
  TransactionStatus,
  { verb: string; done: string; effect: string; variant: 'primary' | 'secondary' | 'danger' }
> = {
  approved: {
    verb: 'Approve',
    done: 'approved',
    effect: 'Pays commission to the closer and the setter at their rates on the deal date.',
    variant: 'primary',
  },
  rejected: {
    verb: 'Reject',
    done: 'rejected',
    effect: 'Nobody is paid for it; it can be reopened later.',
    variant: 'secondary',
  },
  refunded: {
    verb: 'Refund',
    done: 'refunded',
    effect: 'Reverses the commission paid on approval, dated today. A refund is final.',
    variant: 'danger',
  },
  pending: {
    verb: 'Reopen',
    done: 'reopened',
    effect: 'Puts it back in the queue for approval.',
    variant: 'secondary',
  },
};

export type TransactionStatusActionProps = { transaction: TransactionRow };

/**
 * An admin's status change for one transaction: one button opens a dialog with the moves the
 * transaction allows (approve or reject a pending one, refund an approved one…), each explaining
 * what it does to commission. The table shows the new status at once; a refusal puts it back and
 * says why in a toast.
 */
export function TransactionStatusAction({ transaction }: TransactionStatusActionProps) {
  const [open, setOpen] = useState(false);
  const change = useChangeTransactionStatus();
  const available = transactionStatusMoves[transaction.transaction_status];
  if (available.length === 0) return null;
  const who = transaction.customer_name || `transaction #${transaction.transaction_id}`;

  const move = (status: TransactionStatus) => {
    setOpen(false);
    // The promise, not mutate's callbacks: the row may leave the table (a refetch after the
    // change) before the answer, and the toast must still say how it went.
    change.mutateAsync({ transactionId: transaction.transaction_id, status }).then(
      () => toast.success(`Transaction of ${who} ${moves[status].done}`),
      (error: Error) => toast.error(error.message),
    );
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        loading={change.isPending}
        aria-label={`Change the status of ${who}’s transaction`}
        onClick={() => setOpen(true)}
      >
        Status
      </Button>
      {open ? (
        <Dialog
          title="Change the status"
          description={`${who} · ${formatMoney(transaction.amount)} · ${transaction.product_name} · now ${transaction.transaction_status}`}
          onClose={() => setOpen(false)}
        >
          <ul className="space-y-3">
            {available.map((status) => (
              <li key={status} className="flex items-center justify-between gap-4">
                <p className="text-sm text-fg-muted">{moves[status].effect}</p>
                <Button variant={moves[status].variant} onClick={() => move(status)}>
                  {moves[status].verb}
                </Button>
              </li>
            ))}
          </ul>
          <div className="mt-5 flex justify-end">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
