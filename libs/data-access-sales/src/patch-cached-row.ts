import { metricsKeys } from '@salesdash/data-access-metrics';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { salesKeys } from './sales-keys.ts';
import type { SalesResource } from './sales-resources.ts';

/** Where each table's rows sit in its page, and which field is a row's id. */
const tables = {
  transactions: { rows: 'transactions', id: 'transaction_id' },
  appointments: { rows: 'appointments', id: 'appointment_id' },
  'outbound-records': { rows: 'outboundRecords', id: 'outbound_record_id' },
} as const;

type Page = Record<string, unknown>;
type Row = Record<string, unknown>;

/**
 * Shows a change at once in every cached page of `resource` that holds the row `id`, before the
 * server answers; returns how to put the pages back if it refuses.
 */
export async function patchCachedRow(
  queryClient: QueryClient,
  resource: SalesResource,
  id: number,
  patch: Row,
): Promise<() => void> {
  const table = tables[resource];
  const filters = {
    queryKey: salesKeys.all,
    predicate: (query: { queryKey: QueryKey }) => query.queryKey.includes(resource),
  };
  await queryClient.cancelQueries(filters);
  const snapshot = queryClient.getQueriesData<Page>(filters);
  queryClient.setQueriesData<Page>(filters, (page) => {
    const rows = page?.[table.rows];
    if (!page || !Array.isArray(rows)) return page;
    return {
      ...page,
      [table.rows]: (rows as Row[]).map((row) =>
        row[table.id] === id ? { ...row, ...patch } : row,
      ),
    };
  });
  return () => {
    for (const [key, page] of snapshot) queryClient.setQueryData(key, page);
  };
}

/** After a change that moves figures: every sales table and every metric refetch. */
export function refetchSalesAndMetrics(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: salesKeys.all }),
    queryClient.invalidateQueries({ queryKey: metricsKeys.all }),
  ]);
}
