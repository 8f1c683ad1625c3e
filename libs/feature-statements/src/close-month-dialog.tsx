import type { StatementAdminMonth } from '@salesdash/api-contract';
import { Alert, Button, Checkbox, Dialog } from '@salesdash/ui-kit';
import { formatMoney, formatMonthLabel } from '@salesdash/util-format';
import { useId, useState } from 'react';

export type CloseMonthDialogProps = {
  month: Pick<StatementAdminMonth, 'month' | 'totals' | 'open_disputes'>;
  saving: boolean;
  /** The server's refusal (a 409 names why). */
  problem?: string | null | undefined;
  onConfirm: (confirmOpenDisputes: boolean) => void;
  onClose: () => void;
};

/**
 * Asks before a month closes, saying what freezes: how many statements, what they pay and the
 * disputes still open (closing with them takes a ticked box). Focus starts on Cancel.
 */
export function CloseMonthDialog({
  month,
  saving,
  problem,
  onConfirm,
  onClose,
}: CloseMonthDialogProps) {
  const [withOpen, setWithOpen] = useState(false);
  const freezeId = useId();
  const open = month.open_disputes;
  const blocked = open > 0 && !withOpen;
  return (
    <Dialog
      title={`Close ${formatMonthLabel(month.month)}?`}
      description="Closing freezes every statement of the month: later changes land in the next open month."
      onClose={onClose}
    >
      <div className="space-y-4">
        <div role="group" aria-labelledby={freezeId}>
          <p id={freezeId} className="mb-1 text-sm font-medium text-fg">
            What will freeze
          </p>
          <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
            <dt className="text-fg-muted">People</dt>
            <dd className="text-right tabular-nums">{month.totals.people}</dd>
            <dt className="text-fg-muted">Total payable</dt>
            <dd className="text-right tabular-nums">{formatMoney(month.totals.payable)}</dd>
            <dt className="text-fg-muted">Open disputes</dt>
            <dd className="text-right tabular-nums">{open}</dd>
          </dl>
        </div>
        {open > 0 ? (
          <>
            <Alert tone="warning">
              {open === 1 ? '1 dispute is' : `${open} disputes are`} still open: the statements will
              list {open === 1 ? 'it' : 'them'} as open at close, and an accepted one is paid in the
              next open month.
            </Alert>
            <Checkbox
              label={`Close with ${open} open ${open === 1 ? 'dispute' : 'disputes'}`}
              checked={withOpen}
              onChange={(event) => setWithOpen(event.target.checked)}
            />
          </>
        ) : null}
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={saving}
            disabled={blocked}
            onClick={() => onConfirm(open > 0 && withOpen)}
          >
            Close month
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
