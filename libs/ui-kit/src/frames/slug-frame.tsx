import type { ReactNode } from 'react';

export type SlugFrameProps = {
  /** Name of the shared dashboard (or a skeleton while it loads). */
  title?: ReactNode;
  /** Small brand mark at the left; defaults to the product name. */
  brand?: ReactNode;
  /** Right side of the header (e.g. colour-mode toggle). */
  actions?: ReactNode;
  children?: ReactNode;
};

/** The "slug" layout for public share links: slim header that says the view is read-only. */
export function SlugFrame({ title, brand = 'SalesDash', actions, children }: SlugFrameProps) {
  return (
    <div className="flex min-h-screen flex-col bg-bg text-fg">
      <header className="border-b border-border bg-surface">
        <div className="flex h-12 items-center gap-3 px-6">
          <span className="shrink-0 text-sm font-semibold text-fg-muted">{brand}</span>
          {/* Without a title (a dead link, or still resolving) a lone separator looks broken. */}
          {title != null ? (
            <span aria-hidden="true" className="text-border-strong">
              /
            </span>
          ) : null}
          <div className="min-w-0 flex-1 truncate text-sm font-semibold text-fg">{title}</div>
          <span className="shrink-0 rounded-full border border-border bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-fg-muted">
            Shared dashboard · read-only
          </span>
          {actions != null ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
        </div>
      </header>
      <main className="flex-1 px-6 py-6">{children}</main>
    </div>
  );
}
