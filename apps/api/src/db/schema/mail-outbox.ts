import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Mails waiting to be sent, sent, or given up. A row is written in the same transaction as the
 * change that causes the mail (an invite, a reset request, a notification), so a mail exists
 * exactly when its change does; the sender (modules/mail/mail-outbox.ts) sends it after the
 * commit, retrying with backoff. `sealed_body` holds the message encrypted (it may carry an
 * invite or reset link) and is cleared once the mail is sent or given up.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    mailId: integer('mail_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    /** The person it is for, when they have an account (an invitee's is pending). */
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    /** `invite`, `password-reset` or `notification`. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    sealedBody: text('sealed_body'),
    /** `queued` (waiting or being tried), `sent` or `failed` (given up). */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a queued mail may next be tried; a claimed one's lease ends then. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was sent or given up. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_org_status_idx').on(t.organizationId, t.status, t.finishedAt),
  ],
);
