import type { DealPositionFilter } from '@salesdash/api-contract';
import type { ApiClient, ParallelLoad } from '@salesdash/data-access-api';
import { useApiClient } from '@salesdash/data-access-api';
import {
  metricsQueryOptions,
  useRememberPreviousRange,
  type DashboardSubject,
  type DayRange,
} from '@salesdash/data-access-metrics';
import {
  commissionHistoryQueryOptions,
  commissionSummaryQueryOptions,
  recentSalesQueryOptions,
  salesListQueryOptions,
  salesTableDefaults,
} from '@salesdash/data-access-sales';
import type { TableViewBinding } from '@salesdash/ui-kit';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CallViewer } from './call-viewer.ts';
import { CommissionHistoryPanel } from './commission-history-panel.tsx';
import { OverviewTables } from './overview-tables.tsx';
import { PayPanel } from './pay-panel.tsx';
import { RecentSales } from './recent-sales.tsx';
import { salesTableQuery } from './sales-table.tsx';
import { useRequestOnRender } from './use-request-on-render.ts';

export type OverviewDetailsProps = {
  subject: DashboardSubject;
  range: DayRange;
  canChangeStatus: boolean;
  canRequestCommission?: boolean | undefined;
  viewer?: CallViewer | undefined;
  /** A share link without customer details (see OverviewTables). */
  customersHidden?: boolean | undefined;
  /** How the history and recent-sales loads stand, for the dashboard's failure toast. */
  onLoadsChange: (loads: readonly ParallelLoad[]) => void;
  /** The page's URL, which keeps the tables' tab, order and search (see OverviewTables). */
  tableView?: TableViewBinding | undefined;
};

/**
 * Everything of a dashboard below its metric cards: the commission history, recent sales, a
 * person's pay (signed in only) and the record tables. Its own chunk with its own loads, fetched as it nears the viewport, so the
 * first screen stays within its script budget.
 */
export function OverviewDetails({
  subject,
  range,
  canChangeStatus,
  canRequestCommission,
  viewer,
  customersHidden,
  onLoadsChange,
  tableView,
}: OverviewDetailsProps) {
  const api = useApiClient();
  const person = subject.kind === 'users';
  // A person's deals by position (docs/decisions/0029-deals-by-position.md): their sales role's at
  // first (the server resolves `role`, so a setter opens on the deals they set), then what they
  // choose. Recent sales, the transactions and their download follow the same choice. Kept with the
  // person it was chosen on: another person's dashboard opens on their own.
  const [choice, setChoice] = useState<{ of: number; position: DealPositionFilter } | null>(null);
  const chosen = choice?.of === subject.id ? choice.position : null;
  const positionQuery = person ? (chosen ?? 'role') : undefined;
  const historyQuery = commissionHistoryQueryOptions(api, subject);
  const recentQuery = recentSalesQueryOptions(api, subject, range, positionQuery);
  // The details' requests leave as each part renders (here, the pay panel, the tables), not
  // once this whole tree has committed: on a tall screen they are the page's last paint
  // (Lighthouse's largest one on a phone). The pay first, as in the prefetch below.
  useRequestOnRender(viewer && person ? commissionSummaryQueryOptions(api, subject.id) : null);
  useRequestOnRender(historyQuery);
  useRequestOnRender(recentQuery);
  const history = useQuery(historyQuery);
  const recent = useQuery(recentQuery);
  const shown = chosen ?? recent.data?.position ?? undefined;
  // The metrics answer is cached by the cards above; remembering its comparison waits for this
  // part, after the first screen.
  const metrics = useQuery(metricsQueryOptions(api, subject, range));
  useRememberPreviousRange(range, metrics.data?.range.previous);

  useEffect(() => {
    onLoadsChange([
      { isError: history.isError, isPending: history.isPending },
      { isError: recent.isError, isPending: recent.isPending },
    ]);
  }, [onLoadsChange, history.isError, history.isPending, recent.isError, recent.isPending]);

  return (
    <div className="space-y-8">
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
      {/* Pay is the signed-in side of a person's dashboard: share links never read it. */}
      {viewer && subject.kind === 'users' ? (
        <PayPanel userId={subject.id} canChangeRate={canChangeStatus} />
      ) : null}
      <OverviewTables
        subject={subject}
        range={range}
        canChangeStatus={canChangeStatus}
        canRequestCommission={canRequestCommission}
        callViewer={viewer}
        customersHidden={customersHidden}
        tableView={tableView}
        position={
          positionQuery === undefined
            ? undefined
            : {
                query: positionQuery,
                shown,
                onChange: (position) => setChoice({ of: subject.id, position }),
              }
        }
      />
    </div>
  );
}

/** What a page's loader knows of the details it is about to show. */
export type OverviewDetailsPrefetch = {
  client: QueryClient;
  api: ApiClient;
  subject: DashboardSubject;
  range: DayRange;
  /** A signed-in page: a person's dashboard there shows their pay. */
  signedIn: boolean;
  /** The page's raw search: the tables' tab, order and search when the URL names them. */
  view: Record<string, unknown>;
};

/**
 * Asks for what the details show first (the history, recent sales, the pay, and the transactions'
 * first page when the URL keeps the default view), the same queries as their parts, before they
 * render. The page's loader starts it beside the metric cards, so these answers are not a round
 * trip behind the details' chunk: on a phone they are the page's largest paint
 * (docs/decisions/0044-dashboard-details-first-paint.md). Another tab, order or search is left to
 * its table.
 */
export function prefetchOverviewDetails({
  client,
  api,
  subject,
  range,
  signedIn,
  view,
}: OverviewDetailsPrefetch): void {
  const person = subject.kind === 'users';
  // The pay first: its line is the largest text of a person's details, and the server answers
  // one request at a time.
  if (signedIn && person) void client.prefetchQuery(commissionSummaryQueryOptions(api, subject.id));
  void client.prefetchQuery(
    recentSalesQueryOptions(api, subject, range, person ? 'role' : undefined),
  );
  void client.prefetchQuery(commissionHistoryQueryOptions(api, subject));
  if (view['tab'] === undefined && view['sort'] === undefined && view['q'] === undefined) {
    const query = salesTableQuery<'transactions'>(
      range,
      1,
      { field: salesTableDefaults.sortField.transactions, order: 'desc' },
      person ? { position: 'role' } : {},
    );
    void client.prefetchQuery(salesListQueryOptions(api, 'transactions', subject, query));
  }
}
