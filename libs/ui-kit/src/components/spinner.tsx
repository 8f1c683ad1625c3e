import { clsx } from 'clsx';

export type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; ignored when `decorative`. */
  label?: string;
  /** Inside a control that already says it is busy (e.g. Button with aria-busy). */
  decorative?: boolean;
  className?: string;
};

const sizes = { sm: 'size-3.5', md: 'size-5', lg: 'size-8' } as const;

/** Indeterminate progress indicator; slows down instead of stopping for reduced motion. */
export function Spinner({ size = 'md', label = 'Loading', decorative = false, className }: SpinnerProps) {
  const svg = (
    <svg
      className={clsx(
        sizes[size],
        'animate-spin motion-reduce:animate-[spin_2s_linear_infinite]',
        className,
      )}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}
