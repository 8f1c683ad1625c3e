export { OverviewDashboard, type OverviewDashboardProps } from './overview-dashboard.tsx';
