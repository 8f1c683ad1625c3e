import type { Role } from '@salesdash/api-contract';

/** Sales roles as `GET /api/roles` answers them, for stories and tests. */
export const exampleRoles: Role[] = [
  {
    role_id: '1',
    role_title: 'Closer',
    commission: 10,
    is_active: true,
    version: 1,
    rates: [],
  },
  {
    role_id: '2',
    role_title: 'Setter',
    commission: 5,
    is_active: true,
    version: 2,
    rates: [
      { commission: 6, effective_from: '2999-01-01' },
      { commission: 5, effective_from: '1900-01-01' },
    ],
  },
];
