import { bigserial, customType, pgTable, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The socket.io Postgres adapter's table (its default name and columns): a broadcast over
 * NOTIFY's 8000-byte limit travels as a row here, which the adapter deletes after 30 s. Only
 * used with DATABASE_URL; created on both engines so one set of migrations serves both.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});
