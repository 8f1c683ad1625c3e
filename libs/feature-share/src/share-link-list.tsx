import type { Share } from '@salesdash/api-contract';
import { Alert, Button, EmptyState, ErrorState, Skeleton } from '@salesdash/ui-kit';
import { clsx } from 'clsx';
import { useState } from 'react';
import { customerDetailsLabel } from './customer-details-label.ts';
import { formatShareDate } from './format-share-date.ts';
import { shareStatus, type ShareStatus } from './share-status.ts';

export type ShareLinkListProps = {
  shares: readonly Share[] | undefined;
  loading?: boolean;
  /** Why the list did not load; shows a retry. */
  error?: string | null;
  onRetry?: () => void;
  /** Revokes after the user confirmed. */
  onRevoke: (shareId: number) => void;
  /** The link being revoked right now. */
  revokingId?: number | null;
  revokeError?: string | null;
  /** The moment statuses are judged at (stories and tests pin it). */
  now?: Date;
};

const statusLabel: Record<ShareStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

const statusClass: Record<ShareStatus, string> = {
  active: 'border-positive/30 bg-positive-soft text-positive',
  expired: 'border-warning/30 bg-warning-soft text-fg',
  revoked: 'border-border bg-surface-muted text-fg-muted',
};

function expiryText(share: Share, status: ShareStatus): string {
  if (status === 'revoked' && share.revoked_at)
    return `Revoked ${formatShareDate(share.revoked_at)}`;
  if (!share.expires_at) return 'Never expires';
  return `${status === 'expired' ? 'Expired' : 'Expires'} ${formatShareDate(share.expires_at)}`;
}

/**
 * The share links of one dashboard: created and expiry dates, status, what each shows (its
 * name: a manager's product link says it is their team's) and how it shows customers, revoke
 * with a confirmation.
 */
export function ShareLinkList({
  shares,
  loading = false,
  error = null,
  onRetry,
  onRevoke,
  revokingId = null,
  revokeError = null,
  now = new Date(),
}: ShareLinkListProps) {
  const [confirmingId, setConfirmingId] = useState<number | null>(null);

  if (error != null) {
    return <ErrorState title="Could not load the share links" message={error} onRetry={onRetry} />;
  }
  if (loading || !shares) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading share links" className="space-y-2">
        <Skeleton shape="block" height={56} />
        <Skeleton shape="block" height={56} />
      </div>
    );
  }
  if (shares.length === 0) {
    return (
      <EmptyState
        title="No share links yet"
        description="Links you create appear here, so you can see who may still open them and revoke them."
      />
    );
  }

  const sorted = [...shares].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return (
    <div className="space-y-2">
      {revokeError != null ? (
        <Alert tone="error" title="Could not revoke the link">
          {revokeError}
        </Alert>
      ) : null}
      <ul
        aria-label="Share links"
        className="divide-y divide-border rounded-md border border-border"
      >
        {sorted.map((share) => {
          const status = shareStatus(share, now);
          const confirming = confirmingId === share.share_id;
          const revoking = revokingId === share.share_id;
          return (
            <li
              key={share.share_id}
              aria-label={`Link created ${formatShareDate(share.created_at)}, ${statusLabel[status]}`}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <div className="min-w-0">
                <div className="flex items-center gap-2">
                  <span className="text-sm font-medium text-fg">
                    Created {formatShareDate(share.created_at)}
                  </span>
                  <span
                    className={clsx(
                      'rounded-full border px-2 py-0.5 text-xs font-medium',
                      statusClass[status],
                    )}
                  >
                    {statusLabel[status]}
                  </span>
                </div>
                <p className="mt-0.5 text-xs text-fg-muted">{expiryText(share, status)}</p>
                <p className="mt-0.5 text-xs text-fg-muted">
                  {[share.name, customerDetailsLabel(share.type, share.include_customer_details)]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              {status === 'active' && !confirming ? (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={revoking}
                  onClick={() => setConfirmingId(share.share_id)}
                >
                  Revoke
                </Button>
              ) : null}
              {status === 'active' && confirming ? (
                <div
                  role="group"
                  aria-label="Confirm revoke"
                  className="flex w-full flex-wrap items-center justify-end gap-2"
                >
                  <span className="mr-auto text-xs text-fg-muted">
                    Revoke this link? Anyone who has it loses access at once.
                  </span>
                  <Button variant="ghost" size="sm" onClick={() => setConfirmingId(null)}>
                    Cancel
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={() => {
                      setConfirmingId(null);
                      onRevoke(share.share_id);
                    }}
                  >
                    Revoke link
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
