import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** Heading of the card; rendered as an h2 and used as the section's accessible name. */
  title?: ReactNode;
  description?: ReactNode;
  /** Controls on the right of the header (buttons, a select, …). */
  actions?: ReactNode;
  /** false for edge-to-edge content such as tables and charts. */
  padded?: boolean;
};

/** Surface that groups one piece of a dashboard. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { title, description, actions, padded = true, className, children, ...props },
  ref,
) {
  const hasHeader = title != null || description != null || actions != null;
  return (
    <section
      ref={ref}
      className={clsx('rounded-lg border border-border bg-surface text-fg shadow-xs', className)}
      {...props}
    >
      {hasHeader ? (
        <header className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
          <div className="min-w-0">
            {title != null ? <h2 className="text-base font-semibold leading-6">{title}</h2> : null}
            {description != null ? <p className="mt-0.5 text-sm text-fg-muted">{description}</p> : null}
          </div>
          {actions != null ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
        </header>
      ) : null}
      <div className={clsx(padded && 'p-5')}>{children}</div>
    </section>
  );
});
