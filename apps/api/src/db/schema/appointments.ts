import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { products } from './products';
import { users } from './users';

export const appointmentStatuses = [
  'scheduled',
  'taken',
  'no_show',
  'cancelled',
  'rescheduled',
] as const;

/** A booked call: `user_id` is the closer taking it, `setter_id` who booked it. */
export const appointments = pgTable(
  'appointments',
  {
    appointmentId: integer('appointment_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'restrict' }),
    setterId: integer('setter_id').references(() => users.userId, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'restrict' }),
    leadName: text('lead_name').notNull().default(''),
    leadEmail: text('lead_email').notNull().default(''),
    callDate: timestamp('call_date', { withTimezone: true }).notNull(),
    appointmentStatus: text('appointment_status', { enum: appointmentStatuses })
      .notNull()
      .default('scheduled'),
    recordingId: integer('recording_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin deletes the call: it leaves every list and figure, kept for the record. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.userId, { onDelete: 'set null' }),
  },
  (t) => [
    index('appointments_org_date_idx').on(t.organizationId, t.callDate),
    index('appointments_user_date_idx').on(t.userId, t.callDate),
    index('appointments_setter_date_idx').on(t.setterId, t.callDate),
    index('appointments_product_date_idx').on(t.productId, t.callDate),
    // "Not updated" calls are read from the records (they depend on the clock): few rows.
    index('appointments_scheduled_idx')
      .on(t.organizationId, t.callDate)
      .where(sql`${t.appointmentStatus} = 'scheduled'`),
    check(
      'appointments_status_check',
      sql`${t.appointmentStatus} in ('scheduled', 'taken', 'no_show', 'cancelled', 'rescheduled')`,
    ),
  ],
);
