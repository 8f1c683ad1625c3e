import { clsx } from 'clsx';
import type { CSSProperties } from 'react';

export type SkeletonProps = {
  /** text: one or more lines of text height; block: a rectangle; circle: an avatar. */
  shape?: 'text' | 'block' | 'circle';
  /** Number of text lines (the last one is shorter, like real prose). */
  lines?: number;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
};

const base =
  'block bg-skeleton bg-[linear-gradient(90deg,var(--sd-skeleton)_0%,var(--sd-skeleton-shine)_50%,var(--sd-skeleton)_100%)] bg-[length:200%_100%] animate-shimmer motion-reduce:animate-none';

/**
 * Placeholder while data loads. Hidden from assistive tech: the surrounding region should carry
 * aria-busy instead, so screen readers do not read out grey boxes.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span aria-hidden="true" data-testid="skeleton" className={clsx('flex flex-col gap-2', className)} style={{ width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={clsx(base, 'h-3.5 rounded')}
            style={{ width: lines > 1 && index === lines - 1 ? '60%' : '100%', height }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={clsx(base, shape === 'circle' ? 'rounded-full' : 'rounded-md', className)}
      style={{ width: width ?? (shape === 'circle' ? 40 : '100%'), height: height ?? (shape === 'circle' ? 40 : 96) }}
    />
  );
}
