import { parallelLoadToast, useApiClient } from '@salesdash/data-access-api';
import { metricsQueryOptions, type DashboardSubject } from '@salesdash/data-access-metrics';
import {
  commissionHistoryQueryOptions,
  recentSalesQueryOptions,
} from '@salesdash/data-access-sales';
import { DateRangePicker, toast, type DateRangeValue } from '@salesdash/ui-kit';
import { formatDay } from '@salesdash/util-format';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CommissionHistoryPanel } from './commission-history-panel.tsx';
import { OverviewMetrics } from './overview-metrics.tsx';
import { OverviewTables } from './overview-tables.tsx';
import { RecentSales } from './recent-sales.tsx';

export type OverviewDashboardProps = {
  /** Whose dashboard: a person (`users`) or a product (`products`). */
  subject: DashboardSubject;
  /** The range shown; the previous range follows spec §5's rule. */
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  /** Admins move transaction statuses from the table; nobody else sees the action. */
  canChangeStatus?: boolean;
  /** Today as `YYYY-MM-DD` for the picker's presets (tests and stories pin it). */
  today?: string;
};

/**
 * One scope's dashboard (spec §2): metric cards against the previous range, the commission
 * history, recent sales and the tables of transactions, appointments and outbound records. The
 * same component serves the personal, member, product and share pages; on a share page the
 * app's client sends the share token, and no action is offered.
 */
export function OverviewDashboard({
  subject,
  range,
  onRangeChange,
  canChangeStatus = false,
  today,
}: OverviewDashboardProps) {
  const api = useApiClient();
  const days = { startDate: range.startDate, endDate: range.endDate };
  const metrics = useQuery(metricsQueryOptions(api, subject, days));
  const history = useQuery(commissionHistoryQueryOptions(api, subject));
  const recent = useQuery(recentSalesQueryOptions(api, subject, days));

  // Spec §4/§8: one toast when every load failed, another when only some did.
  const failureToast = parallelLoadToast([metrics, history, recent]);
  useEffect(() => {
    if (failureToast) toast.error(failureToast, { id: 'overview-load' });
  }, [failureToast]);

  const previous = metrics.data?.range.previous;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <DateRangePicker label="Date range" value={range} onChange={onRangeChange} today={today} />
        <p className="text-sm text-fg-muted" aria-live="polite">
          {previous
            ? `Compared with ${formatDay(previous.startDate)} – ${formatDay(previous.endDate)}`
            : null}
        </p>
      </div>
      <OverviewMetrics
        metrics={metrics.data}
        loading={metrics.isPending}
        error={metrics.isError ? metrics.error.message : null}
        onRetry={() => void metrics.refetch()}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <CommissionHistoryPanel
            history={history.data}
            loading={history.isPending}
            error={history.isError ? history.error.message : null}
            onRetry={() => void history.refetch()}
          />
        </div>
        <RecentSales
          sales={recent.data?.transactions}
          loading={recent.isPending}
          error={recent.isError ? recent.error.message : null}
          onRetry={() => void recent.refetch()}
        />
      </div>
      <OverviewTables subject={subject} range={days} canChangeStatus={canChangeStatus} />
    </div>
  );
}
