/** One value of a series on one calendar day. */
export type SeriesPoint = {
  /** `YYYY-MM-DD`. */
  date: string;
  value: number;
};

/** A named line (or bar segment) of a chart, e.g. one product's revenue per day. */
export type ChartSeries = {
  id: string;
  label: string;
  points: readonly SeriesPoint[];
};

/** How a series' values read: dollars or a whole count. */
export type SeriesFormat = 'money' | 'count';

/**
 * `values[series][day]` over `days`: 0 where a series has no point that day (the API leaves out
 * empty days), points on the same day added up, points outside `days` left out.
 */
export function seriesGrid(series: readonly ChartSeries[], days: readonly string[]): number[][] {
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  return series.map((one) => {
    const row = days.map(() => 0);
    for (const point of one.points) {
      const index = dayIndex.get(point.date);
      if (index !== undefined) row[index] = (row[index] ?? 0) + point.value;
    }
    return row;
  });
}

/**
 * The `[from, to]` segment of every series in one day's stacked bar: positive values stack up
 * from 0, negative ones (refunds) down from 0, so neither hides the other.
 */
export function stackDay(values: readonly (readonly number[])[], day: number): [number, number][] {
  let up = 0;
  let down = 0;
  return values.map((row) => {
    const value = row[day] ?? 0;
    if (value >= 0) {
      up += value;
      return [up - value, up];
    }
    down += value;
    return [down, down - value];
  });
}

/**
 * The lowest and highest y to draw, 0 included: each day's stack in bar mode, each value in
 * line mode.
 */
export function valueExtent(
  values: readonly (readonly number[])[],
  dayCount: number,
  stacked: boolean,
): [number, number] {
  const ends = stacked
    ? Array.from({ length: dayCount }, (_, day) => stackDay(values, day)).flat(2)
    : values.flat();
  return [Math.min(0, ...ends), Math.max(0, ...ends)];
}

/** A sum of dollars (or counts) added up in cents: a float sum of dollars can be off by a cent. */
export function sumExactly(values: readonly number[]): number {
  return values.reduce((cents, value) => cents + Math.round(value * 100), 0) / 100;
}
