import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'positive' | 'warning' | 'info' | 'negative' | 'neutral';

export type BadgeProps = { tone?: BadgeTone; children: ReactNode; className?: string };

// Soft backgrounds with the body text colour keep every pill readable in both themes.
const tones: Record<BadgeTone, string> = {
  positive: 'bg-positive-soft',
  warning: 'bg-warning-soft',
  info: 'bg-info-soft',
  negative: 'bg-negative-soft',
  neutral: 'bg-surface-muted',
};

/** A short status as a small pill: its words carry the meaning, the tone only echoes it. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium text-fg',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
