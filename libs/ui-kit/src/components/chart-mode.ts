/** How a chart draws its values; shared by every chart so one toggle can drive them all. */
export type ChartMode = 'line' | 'bar';
