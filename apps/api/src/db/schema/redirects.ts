import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Server-side redirect rules the web guard looks up by path (its step 5), e.g. an old
 * dashboard path moved elsewhere or a help link sent to an external site.
 */
export const redirects = pgTable(
  'redirects',
  {
    redirectId: integer('redirect_id').primaryKey().generatedByDefaultAsIdentity(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    isExternal: boolean('is_external').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('redirects_from_path_unique').on(t.fromPath)],
);
