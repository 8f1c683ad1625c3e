export { TeamDashboard, type TeamDashboardProps } from './team-dashboard.tsx';
export { parseTeamChoice, type TeamChoice } from './parse-team-choice.ts';
