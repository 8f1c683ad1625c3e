import type { MetricDifference, MetricValues } from '@salesdash/api-contract';
import { formatMetricValue, type DataTableColumn, type MetricFormat } from '@salesdash/ui-kit';
import { ChangeText } from './change-text.tsx';

/** A row of the team's tables: its figures for the range and their change. */
type FigureRow = { current: MetricValues; difference: MetricDifference };

/** A sortable, right-aligned column of one figure, largest first on the first click. */
export function figureColumn<TRow extends FigureRow>(
  id: keyof MetricValues,
  header: string,
  format: MetricFormat,
): DataTableColumn<TRow> {
  return {
    id,
    header,
    sortable: true,
    sortDescFirst: true,
    align: 'end',
    cell: (row) => formatMetricValue(row.current[id], format),
  };
}

/** The change of total cash against the previous range, sorted by id `change`. */
export function cashChangeColumn<TRow extends FigureRow>(): DataTableColumn<TRow> {
  return {
    id: 'change',
    header: 'vs previous',
    sortable: true,
    sortDescFirst: true,
    align: 'end',
    cell: (row) => (
      <ChangeText difference={row.difference.cash.totalCash} current={row.current.totalCash} />
    ),
  };
}

/** How the figure columns sort: by their value; the change with "new" and "—" last. */
export function figureSortValues<TRow extends FigureRow>(
  ids: readonly (keyof MetricValues)[],
): Record<string, (row: TRow) => number> {
  return {
    ...Object.fromEntries(ids.map((id) => [id, (row: TRow) => row.current[id]])),
    change: (row) => row.difference.cash.totalCash ?? Number.NEGATIVE_INFINITY,
  };
}
