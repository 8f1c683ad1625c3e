import { tickLabel } from './chart-ticks.ts';

export type ChartAxesProps = {
  /** The y ticks, their pixel rows and how each reads. */
  yTicks: readonly number[];
  y: (value: number) => number;
  yText: (value: number) => string;
  /** The row of the x axis line (the plot's bottom, or the zero line when values go negative). */
  baseline: number;
  innerWidth: number;
  innerHeight: number;
  /** Every x band in order: its centre and label; every `every`-th is drawn. */
  xTicks: readonly { key: string; x: number; label: string }[];
  every: number;
};

/**
 * The axes of the ui-kit charts, drawn as plain SVG rather than with @visx/axis, whose text
 * layout (@visx/text with a CSS calc evaluator) would double a chart's chunk for two rows of
 * labels.
 */
export function ChartAxes({
  yTicks,
  y,
  yText,
  baseline,
  innerWidth,
  innerHeight,
  xTicks,
  every,
}: ChartAxesProps) {
  return (
    <>
      {yTicks.map((tick) => (
        <text
          key={tick}
          x={-8}
          y={y(tick)}
          textAnchor="end"
          dominantBaseline="middle"
          {...tickLabel}
        >
          {yText(tick)}
        </text>
      ))}
      <line x1={0} x2={innerWidth} y1={baseline} y2={baseline} stroke="var(--sd-border-strong)" />
      {xTicks.map((tick, index) =>
        index % every === 0 ? (
          <g key={tick.key} transform={`translate(${tick.x}, ${innerHeight})`}>
            <line y2={4} stroke="var(--sd-border-strong)" />
            <text y={18} textAnchor="middle" {...tickLabel}>
              {tick.label}
            </text>
          </g>
        ) : null,
      )}
    </>
  );
}
