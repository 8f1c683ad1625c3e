export {
  OverviewDashboard,
  preloadOverviewDetails,
  type OverviewDashboardProps,
} from './overview-dashboard.tsx';
export type { OverviewDetailsPrefetch } from './overview-details.tsx';
export type { CallViewer } from './call-viewer.ts';
