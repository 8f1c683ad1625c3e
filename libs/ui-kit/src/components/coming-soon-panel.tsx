import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { ClockIcon } from '../icons/clock-icon.tsx';

export type ComingSoonPanelProps = {
  /** Name of the screen, shown as the panel's heading. */
  title: string;
  /** The capability that will fill this screen, e.g. "the team dashboard". */
  capability: string;
  /**
   * Level of the title heading: 1 when the panel is the whole page, 2 under a PageHeader, which
   * already holds the page's one h1.
   */
  headingLevel?: 1 | 2;
  /** Optional extra line or links. */
  children?: ReactNode;
  className?: string;
};

/** Honest placeholder for a screen a later release fills: says what and that it is coming. */
export function ComingSoonPanel({
  title,
  capability,
  headingLevel = 1,
  children,
  className,
}: ComingSoonPanelProps) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby={titleId}
      className={clsx(
        'flex flex-col items-center justify-center rounded-lg border border-dashed border-border-strong bg-surface px-6 py-16 text-center',
        className,
      )}
    >
      <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
        <ClockIcon size={20} />
      </div>
      <Heading id={titleId} className="text-xl font-semibold text-fg">
        {title}
      </Heading>
      <p className="mt-1 text-sm text-fg-muted">Coming with {capability}</p>
      {children != null ? <div className="mt-4 text-sm text-fg-muted">{children}</div> : null}
    </section>
  );
}
