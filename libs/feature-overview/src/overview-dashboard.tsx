import {
  isNotFoundError,
  parallelLoadToast,
  useApiClient,
  type ParallelLoad,
} from '@salesdash/data-access-api';
import {
  metricBoardGroups,
  metricsQueryOptions,
  usePreviousRange,
  type DashboardSubject,
} from '@salesdash/data-access-metrics';
import {
  loadable,
  LoadWhenVisible,
  MetricBoard,
  RangeBar,
  Skeleton,
  type DateRangeValue,
  type TableViewBinding,
} from '@salesdash/ui-kit';
import { sendCommissionSummaryEarly } from '@salesdash/data-access-sales';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CallViewer } from './call-viewer.ts';
import type { FirstScreenHintProps } from './first-screen-hint.tsx';
import type { OverviewDetailsPrefetch } from './overview-details.tsx';
import { statementMonthOfRange } from './statement-month-of-range.ts';

const CommissionLateNote = lazy(() => import('./commission-late-note.tsx'));

// Below the metric cards: outside the first screen's budget, shown as it nears the viewport.
// Not `lazy`: a Suspense boundary would hold the details in their skeleton for 300 ms after it
// appeared, though their code and answers were there (see `loadable`).
const loadDetails = () => import('./overview-details.tsx');
const overviewDetails = loadable(() => loadDetails().then((module) => module.OverviewDetails));
const detailsPlaceholder = <Skeleton shape="block" height={720} />;

/**
 * Starts a dashboard's details: their chunk and, the moment it arrives, their first requests
 * (not once they render). Twice is harmless: one chunk, and the cache keeps one request per
 * query. A chunk that fails to load is reported where the details render.
 */
function startOverviewDetails(prefetch: OverviewDetailsPrefetch): void {
  void overviewDetails.preload();
  loadDetails().then(
    (module) => module.prefetchOverviewDetails(prefetch),
    () => undefined,
  );
}

/**
 * The layout height from which a dashboard's details are on its first screen: they start at
 * about 1,290 px below a full metric board (the product's page is 1024 px wide). Phones lay that
 * page out about 2,000 px tall, as do portrait screens; a landscape screen finds them below the
 * fold, where they wait to be scrolled near (the first load's budget, bundle-budget.e2e.ts).
 */
const detailsOnFirstScreenPx = 1_300;

/**
 * A dashboard route's loader: on a screen tall enough to show the details at once, starts them
 * beside the metric cards instead of after the first paint (a task later, so the cards'
 * request, sent a few promise steps after this call, goes first on HTTP/1.1's six connections).
 */
export function preloadOverviewDetails(prefetch: OverviewDetailsPrefetch): void {
  if (window.innerHeight < detailsOnFirstScreenPx) return;
  setTimeout(() => {
    // The pay's line is a phone's largest paint: its request leaves beside the details' chunk,
    // not after it (without the pay's schemas, which stay in the chunk).
    const { api, subject, signedIn } = prefetch;
    if (signedIn && subject.kind === 'users') sendCommissionSummaryEarly(api, subject.id);
    startOverviewDetails(prefetch);
  });
}

// Only while nothing counts for the person: most dashboards never load it.
const FirstScreenHint = lazy(() =>
  import('./first-screen-hint.tsx').then((module) => ({ default: module.FirstScreenHint })),
);

export type OverviewDashboardProps = {
  /** Whose dashboard: a person (`users`) or a product (`products`). */
  subject: DashboardSubject;
  /**
   * The range shown; the previous range follows its rule
   * (docs/product-rules.md#dates-periods-and-ranges).
   */
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  /** Admins move transaction statuses from the table; nobody else sees the action. */
  canChangeStatus?: boolean;
  /** The signed-in person's own dashboard: they may request commission on a deal. */
  canRequestCommission?: boolean;
  /** Who looks: offered the status of calls they may change. None on share pages. */
  viewer?: CallViewer;
  /**
   * A share link without customer details: the server shows customers as initials and searches
   * products only; the search boxes say so.
   */
  customersHidden?: boolean;
  /** Today as `YYYY-MM-DD` for the picker's presets (tests and stories pin it). */
  today?: string;
  /**
   * Called once the server answers that the subject is not there for this viewer (a 404: an
   * unknown id, or one out of sight), instead of a wall of failed cards: the page shows its 404.
   */
  onMissing?: () => void;
  /**
   * A person's own dashboard: while neither the range nor the one before counts anything, say
   * where the figures come from and whom to ask (managers and admins: where the team's are).
   */
  firstScreenHint?: Omit<FirstScreenHintProps, 'userId'>;
  /**
   * The page's URL, which keeps the tables' tab, order and search across a reload (`tab`,
   * `sort`, `q`); without it they are kept in memory.
   */
  tableView?: TableViewBinding;
  /**
   * While true the commission card does not ask for its late-line notes: the app defers them
   * until its first screen has settled, so they load with the realtime socket and the bell
   * (docs/decisions/0022-realtime-and-notifications-web.md). At once by default.
   */
  lateNotesDeferred?: boolean;
};

/**
 * One scope's dashboard: metric cards against the previous range, the commission
 * history, recent sales and the tables of transactions, appointments and outbound records. The
 * same component serves the personal, member, product and share pages; on a share page the
 * app's client sends the share token, and no action is offered.
 */
export function OverviewDashboard({
  subject,
  range,
  onRangeChange,
  canChangeStatus = false,
  canRequestCommission = false,
  viewer,
  customersHidden = false,
  today,
  onMissing,
  firstScreenHint,
  tableView,
  lateNotesDeferred = false,
}: OverviewDashboardProps) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const days = { startDate: range.startDate, endDate: range.endDate };
  const metrics = useQuery(metricsQueryOptions(api, subject, days));
  const previous = usePreviousRange(days, metrics.data?.range.previous);
  // A person's month, read by someone signed in (a share link reads no statements): when a late
  // line makes the month's statement differ from this commission card, the card says why, in
  // the API's words (the statement says the same).
  // It loads once the figures are in and the first screen's wait is over, in a chunk of its
  // own: the first screen's script and requests are at their budget.
  const lateNoteMonth =
    subject.kind === 'users' && viewer !== undefined && metrics.data && !lateNotesDeferred
      ? statementMonthOfRange(days)
      : null;
  const commissionNote = lateNoteMonth ? (
    <Suspense fallback={null}>
      <CommissionLateNote month={lateNoteMonth} userId={subject.id} />
    </Suspense>
  ) : undefined;
  // The details (history, recent sales) load with their chunk and report how it went.
  const [detailLoads, setDetailLoads] = useState<readonly ParallelLoad[]>([]);

  const missing = onMissing !== undefined && isNotFoundError(metrics.error);
  useEffect(() => {
    if (missing) onMissing();
  }, [missing, onMissing]);

  // One toast when every load failed, another when only some did (not for a
  // subject that is not there: the page says so instead).
  const failureToast = missing ? null : parallelLoadToast([metrics, ...detailLoads]);
  useEffect(() => {
    // The toast code loads only when a load failed: the first screen's script budget.
    if (failureToast) {
      void import('./show-load-failure.ts').then((module) => module.showLoadFailure(failureToast));
    }
  }, [failureToast]);

  return (
    <div className="space-y-8">
      <RangeBar value={range} onChange={onRangeChange} previous={previous} today={today} />
      {firstScreenHint &&
      metrics.data &&
      ![metrics.data.current, metrics.data.previous].some((values) =>
        Object.values(values).some(Boolean),
      ) ? (
        <Suspense>
          <FirstScreenHint userId={subject.id} {...firstScreenHint} />
        </Suspense>
      ) : null}
      <MetricBoard
        groups={metricBoardGroups(
          metrics.data,
          commissionNote ? { commission: commissionNote } : {},
        )}
        loading={metrics.isPending}
        error={metrics.isError ? metrics.error.message : null}
        onRetry={() => void metrics.refetch()}
      />
      <LoadWhenVisible
        placeholder={detailsPlaceholder}
        // Their chunk, and their first requests the moment it arrives (not once they render).
        onVisible={() =>
          startOverviewDetails({
            client: queryClient,
            api,
            subject,
            range: days,
            signedIn: viewer !== undefined,
            view: tableView?.view ?? {},
          })
        }
      >
        <overviewDetails.Component
          placeholder={detailsPlaceholder}
          subject={subject}
          range={days}
          canChangeStatus={canChangeStatus}
          canRequestCommission={canRequestCommission}
          viewer={viewer}
          customersHidden={customersHidden}
          onLoadsChange={setDetailLoads}
          tableView={tableView}
        />
      </LoadWhenVisible>
    </div>
  );
}
