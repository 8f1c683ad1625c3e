import { formatDay } from '@salesdash/util-format';
import { formatMetricValue } from './metric-value.ts';
import type { ChartSeries, SeriesFormat } from './series-data.ts';

export type SeriesDataTableProps = {
  series: readonly ChartSeries[];
  /** `values[series][day]`, from {@link seriesGrid}. */
  values: readonly (readonly number[])[];
  days: readonly string[];
  format: SeriesFormat;
  /** The caption: the chart's name. */
  label: string;
};

/** Every value of a series chart as a visually hidden table: the chart's text alternative. */
export function SeriesDataTable({ series, values, days, format, label }: SeriesDataTableProps) {
  return (
    <table className="sr-only">
      <caption>{label}</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          {series.map((one) => (
            <th key={one.id} scope="col">
              {one.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day, dayIndex) => (
          <tr key={day}>
            <th scope="row">{formatDay(day)}</th>
            {series.map((one, seriesIndex) => (
              <td key={one.id}>{formatMetricValue(values[seriesIndex]?.[dayIndex], format)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
