import { formatDay } from '@salesdash/util-format';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { clsx } from 'clsx';
import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ChartMode } from './chart-mode.ts';
import { ChartAxes } from './chart-axes.tsx';
import { formatCompactMoney, labelEvery } from './chart-ticks.ts';
import { formatShortDay } from './day-label.ts';
import { focusRing } from './focus-ring.ts';
import { formatMetricValue } from './metric-value.ts';
import { seriesColor } from './series-colors.ts';
import {
  stackDay,
  sumExactly,
  valueExtent,
  type ChartSeries,
  type SeriesFormat,
} from './series-data.ts';

export type SeriesPlotProps = {
  series: readonly ChartSeries[];
  /** `values[series][day]`, from {@link seriesGrid}. */
  values: readonly (readonly number[])[];
  days: readonly string[];
  mode: ChartMode;
  format: SeriesFormat;
  label: string;
  width: number;
  height: number;
};

/** The left margin follows the widest y label. */
const margin = { top: 16, right: 16, bottom: 32 };
/** Width of one x label ('Nov 30' at 11 px) plus a gap; narrower bands skip labels. */
const labelWidth = 48;
/** Rough width of one tick label character at 11 px, to fit the left margin to the labels. */
const charWidth = 7;
/** PageUp/PageDown jump a week, the rhythm of daily sales. */
const pageStep = 7;

/**
 * The drawing of {@link SeriesChart} and its day tooltip. The plot is a slider over the days:
 * one tab stop, arrows/Home/End/PageUp/PageDown move the highlighted day and its
 * aria-valuetext (the day and every series' value) is what screen readers announce on each
 * move. The tooltip repeats that text for sighted users, on hover as well; Escape hides it
 * (WCAG 1.4.13).
 */
export function SeriesPlot({
  series,
  values,
  days,
  mode,
  format,
  label,
  width,
  height,
}: SeriesPlotProps) {
  const summaryId = useId();
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  const last = days.length - 1;
  const day = Math.min(active, last);
  const [low, high] = valueExtent(values, days.length, mode === 'bar');
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const y = scaleLinear<number>({ domain: [low, high], range: [innerHeight, 0], nice: true });
  const yTicks =
    format === 'count' ? y.ticks(4).filter((tick) => Number.isInteger(tick)) : y.ticks(4);
  const tickText = (tick: number) =>
    format === 'money' ? formatCompactMoney(tick) : formatMetricValue(tick, 'count');
  const left = Math.max(
    40,
    Math.max(...yTicks.map((tick) => tickText(tick).length)) * charWidth + 16,
  );
  const innerWidth = Math.max(0, width - left - margin.right);
  const x = scaleBand<number>({
    domain: days.map((_, index) => index),
    range: [0, innerWidth],
    paddingInner: mode === 'bar' ? 0.25 : 0,
    paddingOuter: mode === 'bar' ? 0.15 : 0,
  });
  const center = (index: number) => (x(index) ?? 0) + x.bandwidth() / 2;
  const every = labelEvery(x.step(), labelWidth);
  const tooltipShown = (hovered || focused) && !dismissed;

  const move = (next: number) => {
    setActive(Math.max(0, Math.min(last, next)));
    setDismissed(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowUp':
        move(day + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowDown':
        move(day - 1);
        break;
      case 'PageUp':
        move(day + pageStep);
        break;
      case 'PageDown':
        move(day - pageStep);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(last);
        break;
      case 'Escape':
        if (dismissed || !tooltipShown) return;
        setDismissed(true);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const px = event.clientX - event.currentTarget.getBoundingClientRect().left - left;
    setHovered(true);
    move(Math.round((px - center(0)) / Math.max(1, x.step())));
  };

  const dayValues = values.map((row) => row[day] ?? 0);
  const total = sumExactly(dayValues);
  const valueText = `${formatDay(days[day])}: ${series
    .map((one, index) => `${one.label} ${formatMetricValue(dayValues[index], format)}`)
    .join(', ')}${series.length > 1 ? `; total ${formatMetricValue(total, format)}` : ''}`;
  // The tooltip sits beside the highlighted day, on the side with more room.
  const tooltipOnLeft = center(day) > innerWidth / 2;

  return (
    <div className="relative">
      <div
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-describedby={summaryId}
        aria-valuemin={0}
        aria-valuemax={last}
        aria-valuenow={day}
        aria-valuetext={valueText}
        data-testid="series-plot"
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onPointerMove={onPointerMove}
        // A tap on a touch screen picks the day it lands on.
        onPointerDown={onPointerMove}
        onPointerLeave={() => setHovered(false)}
        className={clsx('rounded-md', focusRing)}
      >
        <svg width={width} height={height} aria-hidden="true" className="block">
          <Group left={left} top={margin.top}>
            {yTicks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={innerWidth}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--sd-border)"
                strokeDasharray="2 4"
              />
            ))}
            {tooltipShown ? (
              mode === 'bar' ? (
                <rect
                  x={(x(day) ?? 0) - (x.step() - x.bandwidth()) / 2}
                  width={x.step()}
                  height={innerHeight}
                  fill="var(--sd-surface-hover)"
                />
              ) : (
                <line
                  x1={center(day)}
                  x2={center(day)}
                  y2={innerHeight}
                  stroke="var(--sd-border-strong)"
                />
              )
            ) : null}
            {mode === 'bar'
              ? days.map((_, index) =>
                  stackDay(values, index).map(([from, to], seriesIndex) =>
                    from === to ? null : (
                      <Bar
                        key={`${index}-${series[seriesIndex]?.id}`}
                        data-testid="series-bar"
                        data-series={series[seriesIndex]?.id}
                        x={x(index)}
                        y={y(to)}
                        width={x.bandwidth()}
                        height={Math.abs(y(from) - y(to))}
                        fill={seriesColor(seriesIndex)}
                        // A hairline of the card's colour keeps stacked segments apart.
                        stroke="var(--sd-surface)"
                        strokeWidth={1}
                      />
                    ),
                  ),
                )
              : series.map((one, seriesIndex) => (
                  <LinePath
                    key={one.id}
                    data-testid="series-line"
                    data-series={one.id}
                    data={[...(values[seriesIndex] ?? [])]}
                    x={(_, index) => center(index)}
                    y={(value) => y(value)}
                    stroke={seriesColor(seriesIndex)}
                    strokeWidth={2}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                  />
                ))}
            {mode === 'line' && (tooltipShown || days.length === 1)
              ? series.map((one, seriesIndex) => (
                  <circle
                    key={one.id}
                    cx={center(day)}
                    cy={y(dayValues[seriesIndex] ?? 0)}
                    r={4}
                    fill={seriesColor(seriesIndex)}
                    stroke="var(--sd-surface)"
                    strokeWidth={2}
                  />
                ))
              : null}
            <ChartAxes
              yTicks={yTicks}
              y={y}
              yText={tickText}
              baseline={y(0)}
              innerWidth={innerWidth}
              innerHeight={innerHeight}
              xTicks={days.map((iso, index) => ({
                key: iso,
                x: center(index),
                label: formatShortDay(iso),
              }))}
              every={every}
            />
          </Group>
        </svg>
      </div>
      <p id={summaryId} hidden>
        {summarize(series, values, days, format)}
      </p>
      {tooltipShown ? (
        <div
          // The slider's aria-valuetext already says all of this to screen readers.
          aria-hidden="true"
          data-testid="series-tooltip"
          className="pointer-events-none absolute z-10 min-w-40 rounded-md border border-border bg-surface px-3 py-2 text-xs text-fg shadow-lg"
          style={{
            top: margin.top,
            left: left + center(day),
            transform: tooltipOnLeft ? 'translateX(calc(-100% - 12px))' : 'translateX(12px)',
          }}
        >
          <p className="mb-1 font-semibold">{formatDay(days[day])}</p>
          <ul className="space-y-0.5">
            {series.map((one, seriesIndex) => (
              <li key={one.id} className="flex items-center gap-2">
                <span
                  className="size-2 shrink-0 rounded-full"
                  style={{ background: seriesColor(seriesIndex) }}
                />
                <span className="text-fg-muted">{one.label}</span>
                <span className="ml-auto pl-3 font-medium tabular-nums">
                  {formatMetricValue(dayValues[seriesIndex], format)}
                </span>
              </li>
            ))}
          </ul>
          {series.length > 1 ? (
            <p className="mt-1 flex border-t border-border pt-1 font-medium">
              <span>Total</span>
              <span className="ml-auto pl-3 tabular-nums">{formatMetricValue(total, format)}</span>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** "Nov 1, 2026 to Nov 30, 2026. Totals: Solar $1,200.00, Roofing $300.00." */
function summarize(
  series: readonly ChartSeries[],
  values: readonly (readonly number[])[],
  days: readonly string[],
  format: SeriesFormat,
): string {
  const totals = series.map((one, index) => {
    return `${one.label} ${formatMetricValue(sumExactly(values[index] ?? []), format)}`;
  });
  return `${formatDay(days[0])} to ${formatDay(days.at(-1))}. Totals: ${totals.join(', ')}.`;
}
