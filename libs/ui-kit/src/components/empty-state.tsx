import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { InboxIcon } from '../icons/inbox-icon.tsx';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Defaults to an inbox icon; pass null for none. */
  icon?: ReactNode;
  /** A call to action, usually a Button. */
  action?: ReactNode;
  className?: string;
};

/** Shown when a query succeeded but returned nothing, so users know it is not still loading. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={clsx('flex flex-col items-center justify-center px-6 py-10 text-center', className)}>
      {icon === null ? null : (
        <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-surface-muted text-fg-muted">
          {icon ?? <InboxIcon size={20} />}
        </div>
      )}
      <p className="text-sm font-semibold text-fg">{title}</p>
      {description != null ? <p className="mt-1 max-w-sm text-sm text-fg-muted">{description}</p> : null}
      {action != null ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
