import type { DashboardSubject } from '@salesdash/data-access-metrics';
import type { SalesListQuery, SalesResource } from './sales-resources.ts';

/**
 * Query-key tree of a dashboard's sales records. A table's key holds every parameter of its
 * query, so each page, sort, search and filter is its own entry: a late answer for a page the
 * table has left lands in that page's entry and is never shown. A status change
 * invalidates `salesKeys.all` by prefix.
 */
export const salesKeys = {
  all: ['sales'] as const,
  subject: ({ kind, id }: DashboardSubject) => [...salesKeys.all, kind, id] as const,
  lists: (subject: DashboardSubject, resource: SalesResource) =>
    [...salesKeys.subject(subject), resource] as const,
  list: <R extends SalesResource>(
    subject: DashboardSubject,
    resource: R,
    query: SalesListQuery<R>,
  ) => [...salesKeys.lists(subject, resource), query] as const,
  history: (subject: DashboardSubject) => [...salesKeys.subject(subject), 'history'] as const,
  commission: (userId: number) =>
    [...salesKeys.subject({ kind: 'users', id: userId }), 'commission'] as const,
  adjustments: (userId: number, range: { startDate: string; endDate: string }) =>
    [...salesKeys.subject({ kind: 'users', id: userId }), 'adjustments', range] as const,
};
