export type { DashboardSubject, DayRange } from './dashboard-subject.ts';
export { fetchMetrics } from './fetch-metrics.ts';
export {
  metricBoardGroups,
  type MetricBoardCard,
  type MetricBoardGroup,
} from './metric-board-groups.ts';
export { metricsKeys } from './metrics-keys.ts';
export { metricsQueryOptions } from './metrics-query-options.ts';
export {
  readSavedDateRange,
  readSavedPreviousRange,
  saveDateRange,
  savedDateRangeKey,
  savedPreviousRangeKey,
  type ChosenRange,
} from './saved-date-range.ts';
export { usePreviousRange } from './use-previous-range.ts';
export { savePreviousRange, useRememberPreviousRange } from './remember-previous-range.ts';
export {
  downloadTeamWorkbook,
  fetchTeamDashboard,
  fetchTeamFilters,
  fetchTeamMembers,
  fetchTeamProducts,
} from './fetch-team.ts';
export { noTeamSelection, teamQueryOf, type TeamSelection } from './team-query.ts';
export {
  teamDashboardQueryOptions,
  teamFiltersQueryOptions,
  teamMembersQueryOptions,
  teamProductsQueryOptions,
} from './team-query-options.ts';
export { fetchLeaderboard, fetchLeaderboardPage, leaderboardQueryOf } from './fetch-leaderboard.ts';
export {
  leaderboardPageQueryOptions,
  leaderboardQueryOptions,
} from './leaderboard-query-options.ts';
