import type { Role } from '@salesdash/api-contract';

/** Sales roles as `GET /api/roles` answers them, for stories and tests. */
export const exampleRoles: Role[] = [
  { role_id: '1', role_title: 'Closer', commission: 10 },
  { role_id: '2', role_title: 'Setter', commission: 5 },
];
