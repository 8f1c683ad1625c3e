import { formatDay, formatMoney } from '@salesdash/util-format';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Skeleton } from './skeleton.tsx';

/**
 * What a rate change does to pending deals, as the server's preview answers it (api-contract's
 * `RateChangeEffect`, written out here: ui-kit knows no endpoint).
 */
export type RateChangeEffect = {
  repriced_deals: number;
  commission_change: number;
  pending_commission_before: number;
  pending_commission_after: number;
};

export type RateChangeConfirmProps = {
  /** Whose rate: a person ("Casey Closer") or a sales role ("the Closer role"). */
  who: string;
  /** The day the new rate starts, `YYYY-MM-DD` (before today: that is why this asks). */
  from: string;
  /** What the server says the change reprices; undefined while it is asked. */
  preview: RateChangeEffect | undefined;
  /** Why the server could not say, when it could not. */
  error?: string | null | undefined;
  onRetry?: () => void;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "+$75.00" / "−$150.00": a change of money with its sign. */
const signedMoney = (dollars: number) =>
  `${dollars < 0 ? '\u2212' : '+'}${formatMoney(Math.abs(dollars))}`;

/** What the change does to pending deals, as the server computed it. */
function Consequence({ preview }: { preview: RateChangeEffect }) {
  if (preview.repriced_deals === 0) {
    return (
      <p className="text-sm">
        No pending deal is dated from then on with another rate: nothing waiting for approval is
        repriced.
      </p>
    );
  }
  return (
    <p className="text-sm">
      It reprices <strong>{plural(preview.repriced_deals, 'pending deal', 'pending deals')}</strong>
      : their estimated commission goes from {formatMoney(preview.pending_commission_before)} to{' '}
      {formatMoney(preview.pending_commission_after)} (
      <strong>{signedMoney(preview.commission_change)}</strong>) when they are approved.
    </p>
  );
}

/**
 * Asks before a rate dated in the past is saved, saying what it changes: how many pending
 * deals it reprices and by how much (the server tries the change and rolls it back). Paid
 * commission never changes, which it says too.
 */
export function RateChangeConfirm({
  who,
  from,
  preview,
  error,
  onRetry,
  saving,
  onConfirm,
  onCancel,
}: RateChangeConfirmProps) {
  return (
    <Dialog title={`Change ${who}’s rate from ${formatDay(from)}?`} onClose={onCancel}>
      <div className="space-y-3">
        <p className="text-sm text-fg-muted">
          {formatDay(from)} is in the past. Commission already paid keeps its rate.
        </p>
        {error ? (
          <Alert tone="error" title="Could not work out what it reprices">
            {error}{' '}
            {onRetry ? (
              <button
                type="button"
                className="font-medium text-brand hover:underline"
                onClick={onRetry}
              >
                Try again
              </button>
            ) : null}
          </Alert>
        ) : preview ? (
          <Consequence preview={preview} />
        ) : (
          <div aria-label="Working out what it reprices" aria-busy="true">
            <Skeleton className="h-5 w-full" />
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            Back
          </Button>
          <Button onClick={onConfirm} loading={saving} disabled={!preview && !error}>
            Save rate
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
