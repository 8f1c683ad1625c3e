import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const organizations = pgTable(
  'organizations',
  {
    organizationId: integer('organization_id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** Purchased seats; used = active users + pending invites. */
    seats: integer('seats').notNull().default(25),
    /** IANA zone in which calendar-date ranges are evaluated. */
    timezone: text('timezone').notNull().default('America/New_York'),
    /** Bumped by each edit: a form opened before it is refused (409 `stale-version`). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * `YYYY-MM`: records dated before this month never become statement lines (an
     * organization that starts statements with years of history behind it); null = no limit.
     * See docs/decisions/0067-statements-start-from.md.
     */
    statementsStartFrom: text('statements_start_from'),
  },
  (t) => [
    check('organizations_seats_check', sql`${t.seats} >= 0`),
    check(
      'organizations_statements_start_from_check',
      sql`${t.statementsStartFrom} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`,
    ),
  ],
);
