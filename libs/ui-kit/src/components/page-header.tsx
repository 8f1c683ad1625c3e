import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Page-level controls on the right (date range, download, …). */
  actions?: ReactNode;
  /** Breadcrumb links; rendered in a labelled nav above the title. The app passes router links. */
  breadcrumbs?: ReactNode;
  className?: string;
};

/** Title row of a screen; the title is the page's single h1. */
export function PageHeader({ title, description, actions, breadcrumbs, className }: PageHeaderProps) {
  return (
    <div className={clsx('mb-6', className)}>
      {breadcrumbs != null ? (
        <nav aria-label="Breadcrumb" className="mb-2 text-sm text-fg-muted">
          {breadcrumbs}
        </nav>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
          {description != null ? <p className="mt-1 text-sm text-fg-muted">{description}</p> : null}
        </div>
        {actions != null ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
