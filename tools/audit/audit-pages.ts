/** What the audit creates before it runs: the ids and share links some pages' paths need. */
export type AuditFacts = {
  closerId: number;
  /** `/share/employee/<token>`: the closer's dashboard, shared by their manager. */
  employeeSharePath: string;
  /** `/share/leaderboard/<token>`: the board in TV mode, shared by the manager. */
  leaderboardSharePath: string;
};

export type AuditPage = {
  /** Names the page in the report files and on the command line (`--pages`). */
  name: string;
  /** How docs/benchmarks.md shows it: the route, and who opens it. */
  label: string;
  path: (facts: AuditFacts) => string;
  /** The demo account whose session the page opens with; none for the public pages. */
  signedInAs?: string;
};

/** The main screens, each as the person who opens it most. */
export const auditPages: readonly AuditPage[] = [
  { name: 'login', label: '/login', path: () => '/login' },
  { name: 'overview', label: '/ (closer)', path: () => '/', signedInAs: 'closer@demo.test' },
  { name: 'team', label: '/team (manager)', path: () => '/team', signedInAs: 'manager@demo.test' },
  {
    name: 'leaderboard',
    label: '/leaderboard (closer)',
    path: () => '/leaderboard',
    signedInAs: 'closer@demo.test',
  },
  {
    name: 'member-overview',
    label: '/team/member/overview/:id (manager, the closer)',
    path: (facts) => `/team/member/overview/${facts.closerId}`,
    signedInAs: 'manager@demo.test',
  },
  {
    name: 'statements',
    label: '/statements (closer)',
    path: () => '/statements',
    signedInAs: 'closer@demo.test',
  },
  {
    name: 'people',
    label: '/settings/people (admin)',
    path: () => '/settings/people',
    signedInAs: 'admin@demo.test',
  },
  {
    name: 'employee-share',
    label: '/share/employee/:token',
    path: (facts) => facts.employeeSharePath,
  },
  {
    name: 'leaderboard-share',
    label: '/share/leaderboard/:token (TV)',
    path: (facts) => facts.leaderboardSharePath,
  },
];

/** CI's one mobile pass: the sign-in page and the two dashboards opened first. */
export const ciPageNames: readonly string[] = ['login', 'overview', 'team'];
