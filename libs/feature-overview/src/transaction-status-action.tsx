import {
  transactionStatusMoves,
  type TransactionListRow,
  type TransactionStatus,
} from '@salesdash/api-contract';
import { useChangeTransactionStatus } from '@salesdash/data-access-sales';
import { Button, Dialog, toast } from '@salesdash/ui-kit';
import { formatDay, formatMoney } from '@salesdash/util-format';
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
    verb: 'Refund…',
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

// Least destructive first: what can be undone before what pays, and a refund (final) last.
const order: Record<TransactionStatus, number> = {
  pending: 0,
  rejected: 1,
  approved: 2,
  refunded: 3,
};

export type TransactionStatusActionProps = { transaction: TransactionListRow };

/**
 * An admin's status change for one transaction: one button opens a dialog with the moves the
 * transaction allows (approve or reject a pending one, refund an approved one…), least
 * destructive first, each explaining what it does to commission. A refund, which is final, asks
 * again naming the deal and the commission it claws back; focus never starts on it, so Enter
 * cannot refund a sale nobody chose to. The table shows the new status at once; a refusal puts
 * it back and says why in a toast.
 */
export function TransactionStatusAction({ transaction }: TransactionStatusActionProps) {
  const [step, setStep] = useState<'closed' | 'choose' | 'refund'>('closed');
  const change = useChangeTransactionStatus();
  const available = [...transactionStatusMoves[transaction.transaction_status]].sort(
    (a, b) => order[a] - order[b],
  );
  if (available.length === 0) return null;
  const who = transaction.customer_name || `transaction #${transaction.transaction_id}`;
  const close = () => setStep('closed');

  const move = (status: TransactionStatus) => {
    close();
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
        onClick={() => setStep('choose')}
      >
        Status
      </Button>
      {/* Keys: each step is its own dialog, so the confirmation takes focus as it opens. */}
      {step === 'choose' ? (
        <Dialog
          key="choose"
          title="Change the status"
          description={`${who} · ${formatMoney(transaction.amount)} · ${transaction.product_name} · now ${transaction.transaction_status}`}
          onClose={close}
        >
          <ul className="space-y-3">
            {available.map((status) => (
              <li key={status} className="flex items-center justify-between gap-4">
                <p className="text-sm text-fg-muted">{moves[status].effect}</p>
                <Button
                  variant={moves[status].variant}
                  onClick={() => (status === 'refunded' ? setStep('refund') : move(status))}
                >
                  {moves[status].verb}
                </Button>
              </li>
            ))}
          </ul>
          <div className="mt-5 flex justify-end">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
          </div>
        </Dialog>
      ) : step === 'refund' ? (
        <Dialog
          key="refund"
          title="Refund this sale?"
          description={`${who} · ${formatMoney(transaction.amount)} · ${formatDay(transaction.transaction_date)} · ${transaction.product_name}`}
          onClose={close}
        >
          <p className="text-sm text-fg">
            {transaction.paid_commission ? (
              <>
                <span className="font-semibold">{formatMoney(transaction.paid_commission)}</span> of
                commission paid to its closer and setter is clawed back, dated today.
              </>
            ) : (
              'No commission was paid on it, so none is clawed back.'
            )}
          </p>
          <p className="mt-2 text-sm text-fg-muted">
            A refund is final: the sale leaves the cash figures and cannot be reopened.
          </p>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Keep the sale
            </Button>
            <Button variant="danger" onClick={() => move('refunded')}>
              Refund {formatMoney(transaction.amount)}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
