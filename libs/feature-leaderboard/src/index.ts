export { Leaderboard, type LeaderboardProps } from './leaderboard.tsx';
export { LeaderboardTv, type LeaderboardTvProps } from './leaderboard-tv.tsx';
export { preloadLeaderboard } from './preload-leaderboard.ts';
export { appliedRoleIdsAtom } from './role-filter-atoms.ts';
export { periodStorageKeys } from './period-atoms.ts';
