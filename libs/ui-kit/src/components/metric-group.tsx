import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

export type MetricGroupProps = {
  /** Heading of the group (an h2), e.g. "Cash"; the section's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  /** Controls on the right of the heading. */
  actions?: ReactNode;
  /** MetricCards. */
  children: ReactNode;
  className?: string;
};

/**
 * A titled section of metric cards (one of the metrics' difference groups). The grid fits four
 * cards a row on the 1024 px viewport and wraps to fewer on narrower screens.
 */
export function MetricGroup({
  title,
  description,
  actions,
  children,
  className,
}: MetricGroupProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={clsx('flex flex-col gap-3', className)}>
      <div className="flex items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold leading-6 text-fg">
            {title}
          </h2>
          {description != null ? <p className="text-sm text-fg-muted">{description}</p> : null}
        </div>
        {actions != null ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </div>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-4">{children}</div>
    </section>
  );
}
