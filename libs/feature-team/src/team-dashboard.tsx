import { parallelLoadToast, useApiClient } from '@salesdash/data-access-api';
import {
  downloadTeamWorkbook,
  metricBoardGroups,
  teamDashboardQueryOptions,
  teamFiltersQueryOptions,
  teamMembersQueryOptions,
  teamProductsQueryOptions,
  teamQueryOf,
  usePreviousRange,
  useRememberPreviousRange,
} from '@salesdash/data-access-metrics';
import {
  Button,
  DownloadButton,
  EmptyState,
  MetricBoard,
  RangeBar,
  saveFile,
  toast,
  type DateRangeValue,
  type TableViewBinding,
} from '@salesdash/ui-kit';
import { daysOfRange } from '@salesdash/util-period';
import { teamStatusIds } from '@salesdash/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useMemo, type ReactNode } from 'react';
import { teamChartModeAtom } from './chart-mode-atom.ts';
import { type TeamChoice, type TeamFilterName } from './parse-team-choice.ts';
import { selectionOf } from './team-choice.ts';
import { ExcludedNote } from './excluded-note.tsx';
import { TeamChartPanel } from './team-chart-panel.tsx';
import { TeamFilterBar } from './team-filter-bar.tsx';
import { membersQueryOf, useMembersView } from './members-view.ts';
import { TeamMembersTable } from './team-members-table.tsx';
import { TeamProductsTable } from './team-products-table.tsx';

export type TeamDashboardProps = {
  /**
   * The range shown; the previous range follows its rule
   * (docs/product-rules.md#dates-periods-and-ranges).
   */
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  /** The filters the view chose (the route keeps them in the URL). */
  choice: TeamChoice;
  onChoiceChange: (choice: TeamChoice) => void;
  /** A link to a member's overview around `children`. */
  renderMemberLink: (userId: number, children: ReactNode) => ReactNode;
  /** A link to a product's overview around `children`. */
  renderProductLink: (productId: number, children: ReactNode) => ReactNode;
  /** Today as `YYYY-MM-DD` for the picker's presets (tests and stories pin it). */
  today?: string;
  /**
   * The page's URL, which keeps each table's order and search across a reload
   * (`products.sort`, `products.q`, `members.sort`, `members.q`, and `members.page`); else
   * kept in memory.
   */
  tableView?: TableViewBinding;
};

const messageOf = (error: Error | null) => error?.message ?? null;

/**
 * The team dashboard: the four filters, the team's metric cards against the previous
 * range, its days by product as a line or bar chart, the products and the members tables, and
 * the workbook download. An admin sees the organization, a manager their team (the server
 * decides); filters only narrow it.
 */
export function TeamDashboard({
  range,
  onRangeChange,
  choice,
  onChoiceChange,
  renderMemberLink,
  renderProductLink,
  today,
  tableView,
}: TeamDashboardProps) {
  const api = useApiClient();
  const filters = useQuery(teamFiltersQueryOptions(api));
  const selection = selectionOf(choice, filters.data);
  const query = teamQueryOf(range, selection);
  const dashboard = useQuery(teamDashboardQueryOptions(api, query));
  const products = useQuery(teamProductsQueryOptions(api, query));
  const membersView = useMembersView(tableView);
  const members = useQuery(teamMembersQueryOptions(api, membersQueryOf(query, membersView)));
  const previous = usePreviousRange(range, dashboard.data?.range.previous);
  useRememberPreviousRange(range, dashboard.data?.range.previous);
  const [chartMode, setChartMode] = useAtom(teamChartModeAtom);
  const days = useMemo(
    () => daysOfRange({ startDate: range.startDate, endDate: range.endDate }),
    [range.startDate, range.endDate],
  );

  // One toast when every load failed, another when only some did.
  const failureToast = parallelLoadToast([filters, dashboard, products, members]);
  useEffect(() => {
    if (failureToast) toast.error(failureToast, { id: 'team-load' });
  }, [failureToast]);

  const change = (name: TeamFilterName, ids: number[]) =>
    onChoiceChange({ ...choice, [name]: ids });
  const reset = () => onChoiceChange({});
  // "Show" on a note of what the Active status leaves out: both statuses, the rest kept.
  const showInactive = () =>
    onChoiceChange({ ...choice, status: [teamStatusIds.active, teamStatusIds.inactive] });
  // Nobody at all, not a search that found nobody: the table says that one itself.
  const nobody =
    members.isSuccess && members.data.pagination.totalCount === 0 && membersView.search === '';

  const download = async (reportProgress: (fraction: number | null) => void) => {
    try {
      saveFile(await downloadTeamWorkbook(api, query, reportProgress));
    } catch (error) {
      toast.error('Failed to download the team workbook', { id: 'team-download' });
      throw error;
    }
  };

  return (
    <div className="space-y-6">
      <RangeBar
        value={range}
        onChange={onRangeChange}
        previous={previous}
        today={today}
        actions={
          <DownloadButton label="Download workbook" onDownload={download} disabled={nobody} />
        }
      />
      <TeamFilterBar
        options={filters.data}
        loading={filters.isPending}
        selection={selection}
        choice={choice}
        onChange={change}
        onReset={reset}
      />
      {/* Also when the Active status leaves nobody: an import may have made everyone inactive. */}
      <ExcludedNote excluded={dashboard.data?.excluded} onShow={showInactive} />
      {nobody ? (
        <EmptyState
          title="No one matches these filters"
          description="Nobody on the team has the products, managers, status and roles picked. Change a filter or reset them."
          action={
            <Button variant="secondary" onClick={reset}>
              Reset filters
            </Button>
          }
        />
      ) : (
        <>
          <MetricBoard
            groups={metricBoardGroups(dashboard.data)}
            loading={dashboard.isPending}
            error={messageOf(dashboard.error)}
            onRetry={() => void dashboard.refetch()}
          />
          <TeamChartPanel
            products={products.data?.products}
            days={days}
            mode={chartMode}
            onModeChange={setChartMode}
            loading={products.isPending}
            error={messageOf(products.error)}
            onRetry={() => void products.refetch()}
          />
          <section aria-labelledby="team-products-heading" className="space-y-3">
            <h2 id="team-products-heading" className="text-lg font-semibold text-fg">
              Products
            </h2>
            <ExcludedNote excluded={products.data?.excluded} onShow={showInactive} />
            <TeamProductsTable
              products={products.data?.products}
              loading={products.isPending}
              error={messageOf(products.error)}
              onRetry={() => void products.refetch()}
              renderProductLink={renderProductLink}
              tableView={tableView}
            />
          </section>
          <section aria-labelledby="team-members-heading" className="space-y-3">
            <h2 id="team-members-heading" className="text-lg font-semibold text-fg">
              Members
            </h2>
            <TeamMembersTable
              members={members.data}
              view={membersView}
              loading={members.isPending}
              error={messageOf(members.error)}
              onRetry={() => void members.refetch()}
              renderMemberLink={renderMemberLink}
            />
          </section>
        </>
      )}
    </div>
  );
}
