import type {
  MetricValues,
  TeamFilterOptions,
  TeamMember,
  TeamMembers,
  TeamProduct,
  TeamProducts,
} from '@salesdash/api-contract';
import { exampleMetrics } from './example-metrics.ts';

const range = {
  current: { startDate: '2026-11-01', endDate: '2026-11-30' },
  previous: { startDate: '2026-10-01', endDate: '2026-10-30' },
};

/** The options of the team filters: three products, two managers, the statuses, two roles. */
export function exampleTeamFilters(): TeamFilterOptions {
  return {
    products: [
      { id: 1, title: 'Inner Circle' },
      { id: 2, title: 'Mastermind' },
      { id: 3, title: 'Starter Course' },
    ],
    managers: [
      { id: 2, title: 'Morgan Manager' },
      { id: 9, title: 'Riley Lead' },
    ],
    status: [
      { id: 1, title: 'Active', default: true },
      { id: 0, title: 'Inactive' },
    ],
    roles: [
      { id: 1, title: 'Closer' },
      { id: 2, title: 'Setter' },
    ],
  };
}

/** `exampleMetrics().current` scaled: a smaller slice of the team's figures. */
function scaled(factor: number): MetricValues {
  const { current } = exampleMetrics();
  const money = (value: number) => Math.round(value * factor * 100) / 100;
  return {
    ...current,
    newCash: money(current.newCash),
    paymentPlans: money(current.paymentPlans),
    revenue: money(current.revenue),
    totalCash: money(current.totalCash),
    commission: money(current.commission),
    closedDeals: Math.round(current.closedDeals * factor),
    totalCalls: Math.round(current.totalCalls * factor),
    takenCalls: Math.round(current.takenCalls * factor),
  };
}

const { difference } = exampleMetrics();

/** Per product: figures and a few active days in November 2026. */
export function exampleTeamProducts(overrides: Partial<TeamProducts> = {}): TeamProducts {
  const product = (
    productId: number,
    name: string,
    factor: number,
    days: readonly [string, number][],
  ): TeamProduct => ({
    productId,
    name,
    is_active: true,
    current: scaled(factor),
    difference,
    transactions: days.map(([date, cash]) => ({ date, count: 1, cash })),
    appointments: days.map(([date], index) => ({
      date,
      booked: 3 + index,
      taken: 2 + index,
      noShow: 1,
    })),
  });
  return {
    products: [
      product(1, 'Inner Circle', 0.6, [
        ['2026-11-03', 4_500],
        ['2026-11-10', 6_000],
        ['2026-11-17', 4_290.3],
      ]),
      product(2, 'Mastermind', 0.3, [
        ['2026-11-04', 3_000],
        ['2026-11-18', 4_395.15],
      ]),
      product(3, 'Starter Course', 0.1, [['2026-11-12', 2_465.05]]),
    ],
    range,
    ...overrides,
  };
}

/** Five members, cash descending, one inactive. */
export function exampleTeamMembers(overrides: Partial<TeamMembers> = {}): TeamMembers {
  const member = (
    user_id: number,
    display_name: string,
    role_title: string,
    factor: number,
    is_active = true,
  ): TeamMember => ({
    user_id,
    display_name,
    email: `${display_name.split(' ')[0]?.toLowerCase() ?? 'rep'}@demo.test`,
    avatar: null,
    profile_picture: null,
    role_title,
    manager_name: 'Morgan Manager',
    is_active,
    current: scaled(factor),
    difference,
  });
  const users = overrides.users ?? [
    member(3, 'Casey Closer', 'Closer', 0.45),
    member(5, 'Jordan Closer', 'Closer', 0.3),
    member(4, 'Sam Setter', 'Setter', 0.15),
    member(6, 'Alex Setter', 'Setter', 0.1),
    member(7, 'Pat Former', 'Closer', 0, false),
  ];
  return {
    users,
    // One page of 10 holds every example member.
    pagination: {
      hasNextPage: false,
      totalCount: users.length,
      totalPages: users.length === 0 ? 0 : 1,
    },
    range,
    ...overrides,
  };
}
