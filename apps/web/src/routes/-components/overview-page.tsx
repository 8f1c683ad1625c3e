import { accessLevels } from '@salesdash/api-contract';
import { sessionAtom } from '@salesdash/data-access-auth';
import { metricsQueryOptions, type DashboardSubject } from '@salesdash/data-access-metrics';
import { OverviewDashboard, preloadOverviewDetails } from '@salesdash/feature-overview';
import { ShareButton } from '@salesdash/feature-share';
import { PageHeader } from '@salesdash/ui-kit';
import { Link, notFound } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useState, type ReactNode } from 'react';
import { useFirstScreenSettled } from '../../after-first-screen.ts';
import { dashboardRangeOf } from '../../dashboard-range/dashboard-range-of.ts';
import { dashboardRangeSearch } from '../../dashboard-range/dashboard-range-search.ts';
import { useDashboardRange } from '../../dashboard-range/use-dashboard-range.ts';
import type { RouterContext } from '../../router-context.ts';
import { useTableView } from '../../table-view/use-table-view.ts';

export type OverviewPageProps = {
  subject: DashboardSubject;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** The signed-in person's own dashboard: they may request commission there. */
  personal?: boolean;
  /** The page's own lookup of its subject answered 404 (a member or product out of sight). */
  missing?: boolean;
};

/**
 * A signed-in dashboard page: its header and the overview of one person or product, on the
 * range of the URL. Admins get the status actions (the server checks them again).
 */
export function OverviewPage({
  subject,
  title,
  description,
  actions,
  personal = false,
  missing = false,
}: OverviewPageProps) {
  const user = useAtomValue(sessionAtom);
  const [range, setRange] = useDashboardRange();
  const tableView = useTableView();
  const firstScreenSettled = useFirstScreenSettled();
  const [metricsMissing, setMetricsMissing] = useState(false);
  const onMissing = useCallback(() => setMetricsMissing(true), []);
  // An unknown id and one out of sight are the same 404 (the API's rule): the router's 404 page
  // after the first such answer, not a board of failed cards.
  if (missing || metricsMissing) throw notFound();
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      <OverviewDashboard
        subject={subject}
        range={range}
        onRangeChange={setRange}
        canChangeStatus={user != null && user.access <= accessLevels.admin}
        canRequestCommission={personal}
        viewer={user ? { userId: user.user_id, access: user.access } : undefined}
        onMissing={onMissing}
        tableView={tableView}
        lateNotesDeferred={!firstScreenSettled}
        firstScreenHint={
          personal && user
            ? {
                access: user.access,
                organizationName: user.organization_name,
                teamLink:
                  user.access <= accessLevels.manager ? (
                    <Link to="/team" className="font-medium text-fg underline underline-offset-2">
                      Team dashboard
                    </Link>
                  ) : undefined,
              }
            : undefined
        }
      />
    </>
  );
}

/**
 * The personal sales overview, served at both `/` and `/sales-overview`. In this
 * module, not one of its own: `/` then loads one chunk of the shell's, not two.
 */
export function PersonalOverviewPage() {
  const user = useAtomValue(sessionAtom);
  // The guard lets no one here without a session.
  if (!user) return null;
  return (
    <OverviewPage
      subject={{ kind: 'users', id: user.user_id }}
      title="Sales overview"
      description="Your cash, commission, calls and outbound activity against the previous period."
      actions={<ShareButton type="employee" resourceId={user.user_id} />}
      personal
    />
  );
}

/**
 * Starts a dashboard's metric cards from its route's loader: the query `OverviewDashboard` reads
 * first, for the range the page will show. `prefetchQuery`, the form of the TanStack examples'
 * `ensureQueryData` that neither throws nor blocks: the page shows its own skeletons and errors
 * rather than the router's pending or error page. The raw search is parsed here rather
 * than handed over by `loaderDeps`: what a route declares outside its split chunk loads with
 * every page (the first load's budget).
 */
export function preloadOverview(
  { queryClient, api }: RouterContext,
  subject: DashboardSubject,
  search: Record<string, unknown>,
): void {
  // The key and the request take the range's two days only (metricsKeys.range), as the page's.
  const { startDate, endDate } = dashboardRangeOf(dashboardRangeSearch(search));
  const range = { startDate, endDate };
  void queryClient.prefetchQuery(metricsQueryOptions(api, subject, range));
  preloadOverviewDetails({
    client: queryClient,
    api,
    subject,
    range,
    signedIn: true,
    view: search,
  });
}

/** The loader of the personal overview's routes, for the signed-in person. */
export function preloadPersonalOverview({
  context,
  location,
}: {
  context: RouterContext;
  location: { search: Record<string, unknown> };
}): void {
  const user = context.store.get(sessionAtom);
  if (user) preloadOverview(context, { kind: 'users', id: user.user_id }, location.search);
}
