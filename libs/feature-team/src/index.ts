export { TeamDashboard, type TeamDashboardProps } from './team-dashboard.tsx';
export { preloadTeamDashboard } from './preload-team-dashboard.ts';
export { parseTeamChoice, type TeamChoice } from './parse-team-choice.ts';
