import type { ShareLinkProblem } from '@salesdash/data-access-sharing';
import { AlertTriangleIcon } from '@salesdash/ui-kit';

export type ShareLinkInvalidProps = { problem: ShareLinkProblem };

const reasons: Record<ShareLinkProblem, { title: string; detail: string }> = {
  expired: {
    title: 'This link has expired.',
    detail:
      'Share links stop working on their expiry date. Ask the person who shared it for a new link.',
  },
  revoked: {
    title: 'This link has been revoked.',
    // Also when the sharer or the shared person was deactivated or the sharer lost access.
    detail:
      'It was turned off, or the people it belongs to changed. Ask the person who shared it for a new link if you still need access.',
  },
  invalid: {
    title: 'This link is not recognised.',
    detail: 'Check that the whole link was copied, or ask the person who shared it for a new one.',
  },
};

/** The page a dead share link shows: says it no longer works and why; no sign-in prompt. */
export function ShareLinkInvalid({ problem }: ShareLinkInvalidProps) {
  const reason = reasons[problem];
  return (
    <section
      aria-labelledby="share-link-invalid-title"
      data-problem={problem}
      className="mx-auto mt-12 flex max-w-md flex-col items-center rounded-lg border border-border bg-surface px-6 py-12 text-center"
    >
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-warning-soft text-warning">
        <AlertTriangleIcon size={24} />
      </div>
      <h1 id="share-link-invalid-title" className="text-xl font-semibold text-fg">
        This link is no longer valid
      </h1>
      <p className="mt-2 text-sm font-medium text-fg">{reason.title}</p>
      <p className="mt-1 text-sm text-fg-muted">{reason.detail}</p>
    </section>
  );
}
