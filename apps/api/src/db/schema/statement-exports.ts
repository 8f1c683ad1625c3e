import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Each download of a closed month's payroll export
 * (docs/decisions/0060-statements-admin-and-payroll-export.md): which version of the month it was
 * made from, so the admin month can say when a reopening superseded it.
 */
export const statementExports = pgTable(
  'statement_exports',
  {
    statementExportId: integer('statement_export_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    version: integer('version').notNull(),
    /** `csv` or `zip`. */
    format: text('format').notNull(),
    exportedAt: timestamp('exported_at', { withTimezone: true }).notNull().defaultNow(),
    exportedBy: integer('exported_by').references(() => users.userId, { onDelete: 'set null' }),
  },
  (t) => [index('statement_exports_org_month_idx').on(t.organizationId, t.month, t.exportedAt)],
);
