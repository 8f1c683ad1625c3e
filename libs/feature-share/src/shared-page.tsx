import type { ResolvedShare, ShareType } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import {
  emptySharedDashboard,
  resolvedShareQueryOptions,
  sharedDashboardAtom,
  shareLinkProblem,
} from '@salesdash/data-access-sharing';
import { ErrorState, Skeleton } from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { SharedDashboardView } from './shared-dashboard-view.tsx';
import { ShareLinkInvalid } from './share-link-invalid.tsx';

export type SharedPageProps = {
  /** The slug of the share route. */
  token: string;
  /** The type the route stands for; a token of another type does not open here. */
  type: ShareType;
  /**
   * The slot for the shared dashboard: the app renders it with the dashboard feature once the
   * link is resolved (this feature does not import that one).
   */
  dashboard?: (share: ResolvedShare) => ReactNode;
  /** The dashboard alone, without the shared name and expiry above it (the leaderboard's TV). */
  bare?: boolean;
};

/**
 * Content of a share route: resolves the token with `x-share-token` (never the visitor's own
 * sign-in), fills the shared-dashboard store, and shows the shared dashboard or why the link no
 * longer works. The page sends no referrer, so the token never leaves in one.
 */
export function SharedPage(props: SharedPageProps) {
  return (
    <>
      {/* React hoists this into <head>: links followed from a share page do not leak its token. */}
      <meta name="referrer" content="no-referrer" />
      <SharedPageContent {...props} />
    </>
  );
}

function SharedPageContent({ token, type, dashboard, bare = false }: SharedPageProps) {
  const api = useApiClient();
  const resolved = useQuery(resolvedShareQueryOptions(api, token));
  const setSharedDashboard = useSetAtom(sharedDashboardAtom);

  useEffect(() => {
    if (resolved.data && resolved.data.type === type) {
      const { resourceId, name } = resolved.data;
      setSharedDashboard({ type, token, resourceId, name, dashboardLoading: false });
    } else {
      setSharedDashboard({ ...emptySharedDashboard, type, token, dashboardLoading: true });
    }
  }, [resolved.data, setSharedDashboard, token, type]);
  useEffect(() => () => setSharedDashboard(emptySharedDashboard), [setSharedDashboard]);

  if (resolved.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Opening the shared dashboard"
        className="mx-auto max-w-5xl space-y-4"
      >
        <Skeleton width="40%" height={28} />
        <Skeleton shape="block" height={240} />
      </div>
    );
  }
  if (resolved.isError) {
    const problem = shareLinkProblem(resolved.error);
    if (problem) return <ShareLinkInvalid problem={problem} />;
    return (
      <ErrorState
        title="Could not open the shared dashboard"
        message={resolved.error.message}
        onRetry={() => void resolved.refetch()}
        retrying={resolved.isFetching}
      />
    );
  }
  if (resolved.data.type !== type) return <ShareLinkInvalid problem="invalid" />;
  if (bare) return <>{dashboard?.(resolved.data)}</>;
  return (
    <SharedDashboardView share={resolved.data}>{dashboard?.(resolved.data)}</SharedDashboardView>
  );
}
