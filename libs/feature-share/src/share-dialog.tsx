import type { ShareType } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { sharesQueryOptions, useCreateShare, useRevokeShare } from '@salesdash/data-access-sharing';
import { Dialog } from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { customerDetailsLabel } from './customer-details-label.ts';
import { expiresAtFor } from './share-expiry.ts';
import { ShareLinkCreator, type CreatedShareLink } from './share-link-creator.tsx';
import { ShareLinkList } from './share-link-list.tsx';
import { shareTypeLabel } from './share-type-label.ts';

export type ShareDialogProps = {
  type: ShareType;
  /** user_id for an employee dashboard, product_id for a product. */
  resourceId: number;
  /**
   * What a link shows when that is not plain from the page: a manager's product link shows
   * their team's slice ("Your team's sales of Coaching").
   */
  subject?: string;
  onClose: () => void;
  /** Origin the share URL starts with; defaults to this page's origin. */
  origin?: string;
  copy?: (text: string) => Promise<void>;
  /** The moment statuses are judged at (stories and tests pin it). */
  now?: Date;
};

/**
 * Manages the share links of one dashboard: create one with an optional expiry and copy its
 * URL, see the existing links with their dates and status, revoke one after confirming.
 */
export function ShareDialog({
  type,
  resourceId,
  subject,
  onClose,
  origin,
  copy,
  now,
}: ShareDialogProps) {
  const api = useApiClient();
  const shares = useQuery(sharesQueryOptions(api, { type, resource_id: resourceId }));
  const createShare = useCreateShare();
  const revokeShare = useRevokeShare();
  const [created, setCreated] = useState<(CreatedShareLink & { shareId: number }) | null>(null);
  const base = origin ?? window.location.origin;
  const listHeadingId = useId();

  const handleCreate = (
    choice: Parameters<typeof expiresAtFor>[0],
    { includeCustomerDetails }: { includeCustomerDetails: boolean },
  ) => {
    setCreated(null);
    createShare.mutate(
      {
        type,
        resource_id: resourceId,
        expires_at: expiresAtFor(choice, new Date()),
        include_customer_details: includeCustomerDetails,
      },
      {
        onSuccess: ({ share, path }) =>
          setCreated({
            shareId: share.share_id,
            url: new URL(path, base).href,
            expiresAt: share.expires_at,
            customers: customerDetailsLabel(share.type, share.include_customer_details),
          }),
      },
    );
  };
  const reach =
    type === 'leaderboard'
      ? 'Anyone with a link can show this leaderboard in TV mode, read-only, without signing in.'
      : `Anyone with a link can view ${subject ? 'it' : 'this dashboard'}, read-only, without signing in.`;

  return (
    <Dialog
      title={`Share ${shareTypeLabel(type).toLowerCase()}`}
      description={subject ? `${subject}. ${reach}` : reach}
      onClose={onClose}
      size="lg"
    >
      <div className="space-y-6">
        <ShareLinkCreator
          onCreate={handleCreate}
          offerCustomerDetails={type !== 'leaderboard'}
          creating={createShare.isPending}
          error={createShare.error?.message ?? null}
          created={created}
          copy={copy}
        />
        <section aria-labelledby={listHeadingId} className="space-y-2">
          <h3 id={listHeadingId} className="text-sm font-semibold text-fg">
            Existing links
          </h3>
          <ShareLinkList
            shares={shares.data}
            loading={shares.isPending}
            error={shares.isError ? shares.error.message : null}
            onRetry={() => void shares.refetch()}
            onRevoke={(shareId) =>
              revokeShare.mutate(shareId, {
                // A revoked link is no longer worth copying.
                onSuccess: () => setCreated((link) => (link?.shareId === shareId ? null : link)),
              })
            }
            revokingId={revokeShare.isPending ? (revokeShare.variables ?? null) : null}
            revokeError={revokeShare.error?.message ?? null}
            now={now}
          />
        </section>
      </div>
    </Dialog>
  );
}
