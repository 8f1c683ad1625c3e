import {
  successEnvelope,
  teamDashboardSchema,
  teamFilterOptionsSchema,
  teamMembersSchema,
  teamProductsSchema,
  type TeamDashboard,
  type TeamFilterOptions,
  type TeamMembers,
  type TeamMembersQueryInput,
  type TeamProducts,
  type TeamQueryInput,
} from '@salesdash/api-contract';
import {
  downloadFile,
  loadOrThrow,
  searchParamsOf,
  type ApiClient,
  type DownloadedFile,
} from '@salesdash/data-access-api';

const filtersResponse = successEnvelope(teamFilterOptionsSchema);
const dashboardResponse = successEnvelope(teamDashboardSchema);
const productsResponse = successEnvelope(teamProductsSchema);
const membersResponse = successEnvelope(teamMembersSchema);

/**
 * The options of the four team filters through `GET /api/metrics/team/filters`.
 * @throws LoadError 'Failed to load Filters', the API error as its cause
 */
export function fetchTeamFilters(api: ApiClient): Promise<TeamFilterOptions> {
  return loadOrThrow(
    'Failed to load Filters',
    async () => filtersResponse.parse(await api.get('metrics/team/filters').json()).data,
  );
}

/**
 * The team's metrics through `GET /api/metrics/team/dashboard`: the range, the previous one and
 * the difference, with the formula of every ratio, and what the status filter leaves out.
 * @throws LoadError 'Failed to load Metrics'
 */
export function fetchTeamDashboard(api: ApiClient, query: TeamQueryInput): Promise<TeamDashboard> {
  return loadOrThrow(
    'Failed to load Metrics',
    async () =>
      dashboardResponse.parse(
        await api.get('metrics/team/dashboard', { searchParams: searchParamsOf(query) }).json(),
      ).data,
  );
}

/**
 * Per product the team's metrics, change and active days, through `GET /api/metrics/team/products`.
 * @throws LoadError 'Failed to load Products'
 */
export function fetchTeamProducts(api: ApiClient, query: TeamQueryInput): Promise<TeamProducts> {
  return loadOrThrow(
    'Failed to load Products',
    async () =>
      productsResponse.parse(
        await api.get('metrics/team/products', { searchParams: searchParamsOf(query) }).json(),
      ).data,
  );
}

/**
 * One page of the members the filters match, each with their metrics row, through
 * `GET /api/metrics/team/users`: the team query with `page`, `limit`, `search` (in the name),
 * `sortField` and `sortOrder`; the answer carries `pagination`.
 * @throws LoadError 'Failed to load Employees'
 */
export function fetchTeamMembers(
  api: ApiClient,
  query: TeamMembersQueryInput,
): Promise<TeamMembers> {
  return loadOrThrow(
    'Failed to load Employees',
    async () =>
      membersResponse.parse(
        await api.get('metrics/team/users', { searchParams: searchParamsOf(query) }).json(),
      ).data,
  );
}

/**
 * The team dashboard as an .xlsx workbook through `GET /api/metrics/team/dashboard/download`,
 * for the same range and filters as the screen.
 * @param onProgress - the fraction received, or null while the size is unknown
 * @throws ApiError with the server's message when the download is refused
 */
export function downloadTeamWorkbook(
  api: ApiClient,
  query: TeamQueryInput,
  onProgress?: (fraction: number | null) => void,
): Promise<DownloadedFile> {
  return downloadFile(
    api,
    'metrics/team/dashboard/download',
    searchParamsOf(query),
    `team-dashboard_${query.startDate}_to_${query.endDate}.xlsx`,
    onProgress,
  );
}
