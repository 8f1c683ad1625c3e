import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { focusRing } from '../components/focus-ring.ts';

export type AppFrameProps = {
  /** Product name or logo+name in the top bar; usually a link to "/". */
  brand?: ReactNode;
  /** Main navigation links (rendered inside a labelled <nav>). */
  nav?: ReactNode;
  /** Right side of the top bar: colour-mode toggle, user menu. */
  actions?: ReactNode;
  /** false = the "nopadding" layout (full-bleed content such as wide tables). */
  padded?: boolean;
  children?: ReactNode;
};

/** Default layout: sticky top bar + main content. Includes a skip link for keyboard users. */
export function AppFrame({ brand = 'SalesDash', nav, actions, padded = true, children }: AppFrameProps) {
  return (
    <div className="flex min-h-screen flex-col bg-bg text-fg">
      <a
        href="#main-content"
        className={clsx(
          'sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2 focus:text-sm',
          focusRing,
        )}
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-border bg-surface">
        <div className="flex h-14 items-center gap-6 px-6">
          <div className="flex shrink-0 items-center gap-2 text-base font-semibold text-fg">{brand}</div>
          {nav != null ? (
            <nav aria-label="Main" className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto text-sm">
              {nav}
            </nav>
          ) : (
            <div className="flex-1" />
          )}
          {actions != null ? <div className="flex shrink-0 items-center gap-3">{actions}</div> : null}
        </div>
      </header>
      <main id="main-content" tabIndex={-1} data-padded={padded} className={clsx('flex-1 outline-none', padded && 'px-6 py-6')}>
        {children}
      </main>
    </div>
  );
}
