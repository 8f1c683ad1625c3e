import type { ShareType } from '@salesdash/api-contract';
import { atom } from 'jotai';

/** The shared dashboard: what the current share page shows and with which token. */
export type SharedDashboard = {
  type: ShareType | null;
  token: string | null;
  resourceId: number | null;
  name: string;
  /** True while the shared resource's dashboard data loads. */
  dashboardLoading: boolean;
};

/** No share page open. */
export const emptySharedDashboard: SharedDashboard = {
  type: null,
  token: null,
  resourceId: null,
  name: '',
  dashboardLoading: false,
};

/**
 * The shared-dashboard store. Share pages fill it; the API client reads its token for
 * `x-share-token`. Kept in memory only: a share token must not outlive the tab in storage.
 */
export const sharedDashboardAtom = atom<SharedDashboard>(emptySharedDashboard);
sharedDashboardAtom.debugLabel = 'sharedDashboard';
