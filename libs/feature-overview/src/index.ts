export { OverviewDashboard, type OverviewDashboardProps } from './overview-dashboard.tsx';
export type { CallViewer } from './call-viewer.ts';
