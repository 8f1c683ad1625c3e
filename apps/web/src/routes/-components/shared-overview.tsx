import type { ResolvedShare } from '@salesdash/api-contract';
import { OverviewDashboard } from '@salesdash/feature-overview';
import { useDashboardRange } from '../../dashboard-range/use-dashboard-range.ts';
import { useTableView } from '../../table-view/use-table-view.ts';

/**
 * The dashboard of a resolved employee or product share link, read-only. Every call carries the
 * link's `x-share-token` (the app's client sends it on share paths) and no bearer.
 */
export function SharedOverview({ share }: { share: ResolvedShare }) {
  const [range, setRange] = useDashboardRange();
  return (
    <OverviewDashboard
      subject={{ kind: share.type === 'product' ? 'products' : 'users', id: share.resourceId }}
      range={range}
      onRangeChange={setRange}
      customersHidden={!share.includeCustomerDetails}
      tableView={useTableView()}
    />
  );
}
