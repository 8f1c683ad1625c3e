import { metricTrend } from '@salesdash/ui-kit';
import { clsx } from 'clsx';

export type ChangeTextProps = {
  /** `(current − previous) / previous`, null when previous was 0. */
  difference: number | null | undefined;
  current: number;
};

const tones = {
  positive: 'text-positive',
  negative: 'text-negative',
  neutral: 'text-fg-muted',
} as const;

/** A table cell's change against the previous range, coloured as the metric cards colour it. */
export function ChangeText({ difference, current }: ChangeTextProps) {
  const trend = metricTrend(difference, current);
  return <span className={clsx('tabular-nums', tones[trend.tone])}>{trend.text}</span>;
}
