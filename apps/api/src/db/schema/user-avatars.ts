import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A person's uploaded picture, re-encoded by the server (docs/decisions/0048): kept in the
 * database rather than on a disk so that every API instance serves the same one. One row per
 * person; an upload replaces it, a removal deletes it.
 */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.organizationId, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  image: bytea('image').notNull(),
  /** A hash of `image`: the ETag, and the `v` of the URL that names this picture. */
  etag: text('etag').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
