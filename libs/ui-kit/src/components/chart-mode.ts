/** How a chart draws its values; shared by every chart so one toggle can drive them all. */
export type ChartMode = 'line' | 'bar';

/** The line/bar toggle's options, line first (the default), for a `SegmentedControl`. */
export const chartModeOptions = [
  { value: 'line', label: 'Line' },
  { value: 'bar', label: 'Bar' },
] as const satisfies readonly { value: ChartMode; label: string }[];
