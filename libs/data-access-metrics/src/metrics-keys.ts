import type { LeaderboardQueryInput, TeamQueryInput } from '@salesdash/api-contract';
import type { DashboardSubject, DayRange } from './dashboard-subject.ts';

/**
 * Query-key tree of metrics. A change to sales records invalidates `metricsKeys.subject(...)`
 * (one dashboard) or `metricsKeys.all` by prefix (the team's views with it).
 */
export const metricsKeys = {
  all: ['metrics'] as const,
  subject: ({ kind, id }: DashboardSubject) => [...metricsKeys.all, kind, id] as const,
  range: (subject: DashboardSubject, { startDate, endDate }: DayRange) =>
    [...metricsKeys.subject(subject), { startDate, endDate }] as const,
  /** Everything of the team dashboard. */
  team: () => [...metricsKeys.all, 'team'] as const,
  teamFilters: () => [...metricsKeys.team(), 'filters'] as const,
  /** One view of the team dashboard: its dashboard, products or users for a query. */
  teamView: (view: 'dashboard' | 'products' | 'users', query: TeamQueryInput) =>
    [...metricsKeys.team(), view, query] as const,
  /** The leaderboard of a period and roles. */
  leaderboard: (query: LeaderboardQueryInput) =>
    [...metricsKeys.all, 'leaderboard', query] as const,
};
