import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * Per-day sums the metrics read instead of the raw records (docs/product-rules.md#metrics,
 * docs/decisions/0013-metric-rollups.md). Each table holds four grains of the same figures,
 * told apart by a 0 sentinel: (person, 0) a person's day, (person, product) a person's day on a
 * product, (0, product) a product's day, (0, 0) the organization's day. Triggers
 * (db/repeatable/triggers/) keep them in step with every insert, update and delete of the
 * records in the same database transaction;
 * `rebuild_metric_rollups(organization)` recomputes one organization from scratch.
 */
const grain = () => ({
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.organizationId, { onDelete: 'cascade' }),
  /** The person, or 0 for every person. */
  userId: integer('user_id').notNull(),
  /** The product, or 0 for every product. */
  productId: integer('product_id').notNull(),
  /** A calendar date; for timestamps, the local date in the organization's timezone. */
  day: date('day', { mode: 'string' }).notNull(),
});

/** Approved, not deleted transactions by `transaction_date`. */
export const dealRollups = pgTable(
  'deal_rollups',
  {
    ...grain(),
    newCents: bigint('new_cents', { mode: 'number' }).notNull().default(0),
    planCents: bigint('plan_cents', { mode: 'number' }).notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    newDeals: integer('new_deals').notNull().default(0),
    transactions: integer('transactions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.productId, t.day] })],
);

/**
 * Every not deleted transaction, whatever its status, counted by `transaction_date` per status
 * and type (migration 0010): the `totalCount` of a transactions table without a search, so a
 * page does not count its whole range (docs/decisions/0017-team-calls-and-table-pages.md).
 */
export const transactionCountRollups = pgTable(
  'transaction_count_rollups',
  {
    ...grain(),
    pendingNew: integer('pending_new').notNull().default(0),
    pendingPlan: integer('pending_plan').notNull().default(0),
    approvedNew: integer('approved_new').notNull().default(0),
    approvedPlan: integer('approved_plan').notNull().default(0),
    rejectedNew: integer('rejected_new').notNull().default(0),
    rejectedPlan: integer('rejected_plan').notNull().default(0),
    refundedNew: integer('refunded_new').notNull().default(0),
    refundedPlan: integer('refunded_plan').notNull().default(0),
  },
  (t) => [
    // Named: the generated name would pass PostgreSQL's 63-character limit.
    primaryKey({
      name: 'transaction_count_rollups_pk',
      columns: [t.organizationId, t.userId, t.productId, t.day],
    }),
  ],
);

/** Commission splits (earned and reversals) by `split_date`. */
export const commissionRollups = pgTable(
  'commission_rollups',
  {
    ...grain(),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.productId, t.day] })],
);

/** Calls by status, in `call_rollups` and `call_pair_rollups` alike. */
const callFigures = () => ({
  calls: integer('calls').notNull().default(0),
  taken: integer('taken').notNull().default(0),
  noShow: integer('no_show').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
  /** Still scheduled: on a day before today, "not updated" (metric-values.ts). */
  scheduled: integer('scheduled').notNull().default(0),
});

/**
 * Appointments by the local date of `call_date`. A person's grains count the calls they take
 * as closer or booked as setter (a call with both counts once); the 0-person grains count each
 * call once. A team is not a sum of its people (a call of two teammates is in both people's
 * rows): `callPairRollups` holds what to take back out.
 */
export const callRollups = pgTable(
  'call_rollups',
  {
    ...grain(),
    ...callFigures(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.productId, t.day] })],
);

/**
 * The calls of `call_rollups` booked by one person and taken by another, by (closer, setter,
 * product or 0 for every product, local day) (migration 0009). Such a call is in both people's
 * rows of `call_rollups`, so a team's calls are the sum of its people's rows minus the pairs
 * whose closer and setter are both in the team, each an index range.
 */
export const callPairRollups = pgTable(
  'call_pair_rollups',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    closerId: integer('closer_id').notNull(),
    setterId: integer('setter_id').notNull(),
    /** The product, or 0 for every product. */
    productId: integer('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...callFigures(),
  },
  (t) => [
    // Named: the generated name would pass PostgreSQL's 63-character limit.
    primaryKey({
      name: 'call_pair_rollups_pk',
      columns: [t.organizationId, t.closerId, t.setterId, t.productId, t.day],
    }),
    // The pairs of a few people as setter (migration 0012): an admin's team read as the
    // organization minus the people its filters leave out (scope-filter.ts) adds back the
    // pairs with one of those people on either side.
    index('call_pair_rollups_setter_idx').on(t.organizationId, t.setterId, t.productId, t.day),
  ],
);

/** Outbound records by the local date of `created_at`; records without a product only in product 0. */
export const outboundRollups = pgTable(
  'outbound_rollups',
  {
    ...grain(),
    messages: integer('messages').notNull().default(0),
    dials: integer('dials').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    answeredSeconds: bigint('answered_seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.productId, t.day] })],
);

/** The figures of the four day rollups in one row, as `person_rollups` and `cohort_rollups` hold them. */
const dayFigures = () => ({
  newCents: bigint('new_cents', { mode: 'number' }).notNull().default(0),
  planCents: bigint('plan_cents', { mode: 'number' }).notNull().default(0),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  newDeals: integer('new_deals').notNull().default(0),
  transactions: integer('transactions').notNull().default(0),
  commissionCents: bigint('commission_cents', { mode: 'number' }).notNull().default(0),
  ...callFigures(),
  messages: integer('messages').notNull().default(0),
  dials: integer('dials').notNull().default(0),
  answered: integer('answered').notNull().default(0),
  answeredSeconds: bigint('answered_seconds', { mode: 'number' }).notNull().default(0),
});

/**
 * Each person's figures of deal_, commission_, call_ and outbound_rollups at their (person, 0)
 * grain, in one row per day (`span` 1) and per ISO week (`span` 7, `start` on its Monday)
 * (migration 0012). A members table reads a range as its whole weeks plus the days around
 * them, in one table: for 500 people a quarter is ~15k rows instead of ~90k in each of four
 * tables. Kept from those four by statement triggers; `rebuild_metric_rollups` rebuilds it.
 */
export const personRollups = pgTable(
  'person_rollups',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    /** 1: the day `start`; 7: the week from Monday `start`. */
    span: smallint('span').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    ...dayFigures(),
  },
  (t) => [
    primaryKey({
      name: 'person_rollups_pk',
      columns: [t.organizationId, t.userId, t.span, t.start],
    }),
    // The leaderboard's read (personBoard): an organization's rows of a span and a few starts,
    // one index range instead of one descent per person, and every column it sums in the index
    // so that a vacuumed table answers from the index alone (PostgreSQL 15: a month 29 → 8 ms).
    index('person_rollups_board_idx').on(
      t.organizationId,
      t.span,
      t.start,
      t.userId,
      t.newCents,
      t.planCents,
      t.newDeals,
      t.taken,
      t.noShow,
      t.messages,
      t.dials,
    ),
  ],
);

/**
 * The day rollups' (person, product) rows summed per cohort: the people of one default sales
 * role (0 for none) and one status, as they are now (migration 0018,
 * docs/decisions/0040-cohort-rollups.md). An admin's team filtered by role and status only is a
 * union of cohorts, so its products view reads a few rows per product and day instead of one per
 * person. Kept by statement triggers on the day rollups and on `users` (a person whose role or
 * status changes takes their rows to their new cohort); `rebuild_metric_rollups` rebuilds it.
 */
export const cohortRollups = pgTable(
  'cohort_rollups',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The people's default sales role, or 0 for people without one. */
    roleId: integer('role_id').notNull(),
    isActive: boolean('is_active').notNull(),
    ...dayFigures(),
  },
  (t) => [
    // Product and day first: any mix of roles and statuses is then one index range per product.
    primaryKey({
      name: 'cohort_rollups_pk',
      columns: [t.organizationId, t.productId, t.day, t.roleId, t.isActive],
    }),
  ],
);

/**
 * The `call_pair_rollups` (closer, setter, product) rows summed per pair of cohorts: what a
 * union of cohorts takes back out of its calls (a call booked by one of its people and taken by
 * another is in both their cohorts' rows), as `call_pair_rollups` does for a set of people.
 */
export const cohortCallPairRollups = pgTable(
  'cohort_call_pair_rollups',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    closerRoleId: integer('closer_role_id').notNull(),
    closerActive: boolean('closer_active').notNull(),
    setterRoleId: integer('setter_role_id').notNull(),
    setterActive: boolean('setter_active').notNull(),
    ...callFigures(),
  },
  (t) => [
    primaryKey({
      name: 'cohort_call_pair_rollups_pk',
      columns: [
        t.organizationId,
        t.productId,
        t.day,
        t.closerRoleId,
        t.closerActive,
        t.setterRoleId,
        t.setterActive,
      ],
    }),
  ],
);
