import type { ResolvedShare } from '@salesdash/api-contract';
import { PageHeader } from '@salesdash/ui-kit';
import type { ReactNode } from 'react';
import { customerDetailsLabel } from './customer-details-label.ts';
import { formatShareDate } from './format-share-date.ts';
import { shareTypeLabel } from './share-type-label.ts';

export type SharedDashboardViewProps = {
  share: ResolvedShare;
  /** The shared dashboard itself, composed by the app (features never import features). */
  children?: ReactNode;
};

/**
 * A resolved share link: the shared name and type, how it shows customers (so "L. R." in a
 * table reads as intended), then the dashboard the app put in.
 */
export function SharedDashboardView({ share, children }: SharedDashboardViewProps) {
  const customers = customerDetailsLabel(share.type, share.includeCustomerDetails);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={share.name}
        description={
          <>
            {shareTypeLabel(share.type)} · shared read-only
            {share.expiresAt ? ` · link expires ${formatShareDate(share.expiresAt)}` : null}
            {customers ? ` · ${customers}` : null}
          </>
        }
      />
      {children}
    </div>
  );
}
