import type { CommissionSummary, OrgUser, Product } from '@salesdash/api-contract';
import { exampleTransaction } from './example-sales-records.ts';

/** Products as `GET /api/products` answers them, by name. */
export const exampleProducts: Product[] = [
  { product_id: 1, name: 'Coaching', price: 9_000, is_active: true, version: 1, employees: [] },
  { product_id: 2, name: 'Course', price: 1_500, is_active: true, version: 1, employees: [] },
];

/**
 * A person as `GET /api/users` lists them.
 * @param overrides - fields to change
 */
export function exampleOrgUser(overrides: Partial<OrgUser> = {}): OrgUser {
  return {
    user_id: 7,
    uid: '2f1b3c4d-5e6f-4a0b-8c9d-0e1f2a3b4c5d',
    email: 'casey@example.com',
    first_name: 'Casey',
    last_name: 'Closer',
    display_name: 'Casey Closer',
    access: 4,
    is_active: true,
    is_pending: false,
    manager_id: 3,
    manager_name: 'Morgan Manager',
    role_id: '1',
    role_title: 'Closer',
    payroll_id: null,
    profile_picture: null,
    avatar: null,
    profile_picture_mode: 'initials',
    created_at: '2025-06-01T09:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** Casey Closer (7) and Sam Setter (9), the people of the example transactions. */
export const exampleOrgUsers: OrgUser[] = [
  exampleOrgUser(),
  exampleOrgUser({
    user_id: 9,
    email: 'sam@example.com',
    first_name: 'Sam',
    last_name: 'Setter',
    display_name: 'Sam Setter',
    role_id: '2',
    role_title: 'Setter',
  }),
];

/**
 * Casey Closer's pay as `GET /api/commission` answers it: 10 % by default, 12.5 % on Coaching
 * since March, two deals waiting for approval.
 * @param overrides - fields to change
 */
export function exampleCommissionSummary(
  overrides: Partial<CommissionSummary> = {},
): CommissionSummary {
  return {
    user_id: 7,
    display_name: 'Casey Closer',
    rates: [
      {
        product_id: null,
        product_name: null,
        role_id: '1',
        role_title: 'Closer',
        commission: 10,
        source: 'role',
        effective_from: null,
      },
      {
        product_id: 1,
        product_name: 'Coaching',
        role_id: '1',
        role_title: 'Closer',
        commission: 12.5,
        source: 'product_assignment',
        effective_from: '2026-03-01',
      },
      {
        product_id: 2,
        product_name: 'Course',
        role_id: '1',
        role_title: 'Closer',
        commission: 10,
        source: 'role',
        effective_from: null,
      },
    ],
    history: [
      {
        role_assignment_id: 4,
        product_id: 1,
        product_name: 'Coaching',
        role_id: '1',
        role_title: 'Closer',
        commission: 12.5,
        effective_from: '2026-03-01',
        created_at: '2026-02-20T10:00:00.000Z',
      },
    ],
    pending: { count: 2, amount: 4_500, estimated_commission: 525 },
    requests: [
      {
        ...exampleTransaction({ transaction_id: 301, transaction_status: 'pending' }),
        as: 'closer',
        estimated_commission: 375,
      },
      {
        ...exampleTransaction({
          transaction_id: 300,
          product_id: 2,
          product_name: 'Course',
          amount: 1_500,
          contract_value: 1_500,
          customer_name: 'Blake Rivera',
          transaction_status: 'pending',
          transaction_date: '2026-11-18',
        }),
        as: 'closer',
        estimated_commission: 150,
      },
    ],
    ...overrides,
  };
}
