import type { ResolvedShare } from '@salesdash/api-contract';
import { ClockIcon, PageHeader } from '@salesdash/ui-kit';
import { formatShareDate } from './format-share-date.ts';
import { shareTypeLabel } from './share-type-label.ts';

export type SharedDashboardViewProps = { share: ResolvedShare };

/**
 * A resolved share link: the shared name and type, and the dashboard area, which is a labelled
 * placeholder until sales records exist.
 */
export function SharedDashboardView({ share }: SharedDashboardViewProps) {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={share.name}
        description={
          <>
            {shareTypeLabel(share.type)} · shared read-only
            {share.expiresAt ? ` · link expires ${formatShareDate(share.expiresAt)}` : null}
          </>
        }
      />
      <section
        aria-label="Dashboard"
        className="flex flex-col items-center justify-center rounded-lg border border-dashed border-border-strong bg-surface px-6 py-16 text-center"
      >
        <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
          <ClockIcon size={20} />
        </div>
        <p className="text-base font-semibold text-fg">Dashboard coming with sales records</p>
        <p className="mt-1 max-w-md text-sm text-fg-muted">
          The metrics of this {shareTypeLabel(share.type).toLowerCase()} appear here once sales
          records are available.
        </p>
      </section>
    </div>
  );
}
