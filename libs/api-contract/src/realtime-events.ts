import * as z from 'zod/mini';
import { bodyIdSchema } from './id-param.ts';
import { notificationSchema } from './notification.ts';
import { appointmentStatuses } from './sales-lists.ts';
import { transactionStatusSchema } from './transaction-status.ts';

/**
 * The socket.io events, emitted by the API after the database transaction that
 * made the change commits. Record events go to the organization's group (`org:{id}`) and say
 * only which record changed and whose it is: a client refetches what it shows, and the server
 * decides on that request what the caller may see. `notification:new` goes to its person's
 * group (`user:{id}`) only; `leaderboard:changed` goes to the organization's board group,
 * which a leaderboard share link's read-only socket joins.
 */
export const realtimeEventNames = {
  transactionChanged: 'transaction:changed',
  appointmentChanged: 'appointment:changed',
  outboundChanged: 'outbound:changed',
  adjustmentChanged: 'adjustment:changed',
  notificationNew: 'notification:new',
  leaderboardChanged: 'leaderboard:changed',
} as const;
export type RealtimeEventName = (typeof realtimeEventNames)[keyof typeof realtimeEventNames];

/** What happened to a record. */
export const recordChanges = ['created', 'updated', 'status', 'deleted'] as const;
const changeSchema = z.enum(recordChanges);

/** `transaction:changed`: a sale was added, edited, deleted or moved to another status. */
export const transactionChangedSchema = z.object({
  organization_id: z.int(),
  transaction_id: z.int(),
  /** The closer credited. */
  user_id: z.int(),
  setter_id: z.nullable(z.int()),
  transaction_status: transactionStatusSchema,
  change: changeSchema,
});
export type TransactionChanged = z.infer<typeof transactionChangedSchema>;

/** `appointment:changed`: a call was booked or its status changed. */
export const appointmentChangedSchema = z.object({
  organization_id: z.int(),
  appointment_id: z.int(),
  /** The closer. */
  user_id: z.int(),
  setter_id: z.nullable(z.int()),
  appointment_status: z.enum(appointmentStatuses),
  change: changeSchema,
});
export type AppointmentChanged = z.infer<typeof appointmentChangedSchema>;

/** `outbound:changed`: a message or call was logged. */
export const outboundChangedSchema = z.object({
  organization_id: z.int(),
  outbound_record_id: z.int(),
  user_id: z.int(),
  change: changeSchema,
});
export type OutboundChanged = z.infer<typeof outboundChangedSchema>;

/** `adjustment:changed`: a bonus or clawback was added, changed or removed. */
export const adjustmentChangedSchema = z.object({
  organization_id: z.int(),
  adjustment_id: z.int(),
  user_id: z.int(),
  change: changeSchema,
});
export type AdjustmentChanged = z.infer<typeof adjustmentChangedSchema>;

/** `notification:new`: the notification as `GET /api/notifications` lists it. */
export const notificationNewSchema = notificationSchema;
export type NotificationNew = z.infer<typeof notificationNewSchema>;

/** `leaderboard:changed`: a figure some board category counts changed; reload the board. */
export const leaderboardChangedSchema = z.object({ organization_id: z.int() });
export type LeaderboardChanged = z.infer<typeof leaderboardChangedSchema>;

/** Each event's payload schema, by name. */
export const realtimeEventSchemas = {
  [realtimeEventNames.transactionChanged]: transactionChangedSchema,
  [realtimeEventNames.appointmentChanged]: appointmentChangedSchema,
  [realtimeEventNames.outboundChanged]: outboundChangedSchema,
  [realtimeEventNames.adjustmentChanged]: adjustmentChangedSchema,
  [realtimeEventNames.notificationNew]: notificationNewSchema,
  [realtimeEventNames.leaderboardChanged]: leaderboardChangedSchema,
} as const;

/** The payload type of each event, by name. */
export type RealtimeEventPayloads = {
  [N in RealtimeEventName]: z.infer<(typeof realtimeEventSchemas)[N]>;
};

/**
 * The message a signed-in client emits after connecting, once with its organization id and
 * once with its user id. The server joins only the caller's own organization and
 * own person; anything else is answered with `realtime:error`.
 */
export const joinGroupEvent = 'join_group';
export const joinGroupRequestSchema = z.union([
  z.strictObject({ organization_id: bodyIdSchema }),
  z.strictObject({ user_id: bodyIdSchema }),
]);
export type JoinGroupRequest = z.infer<typeof joinGroupRequestSchema>;

/** The acknowledgement of `join_group`, when the client passes a callback. */
export const joinGroupAckSchema = z.union([
  z.object({ ok: z.literal(true), group: z.string() }),
  z.object({ ok: z.literal(false), code: z.string(), message: z.string() }),
]);
export type JoinGroupAck = z.infer<typeof joinGroupAckSchema>;

/**
 * The event the server answers a refused or malformed message with. `user-disabled` and
 * `unauthorized` say the socket's person may no longer listen; the server then drops it.
 */
export const realtimeErrorEvent = 'realtime:error';
export const realtimeErrorCodes = [
  'group-refused',
  'invalid-message',
  'read-only',
  'user-disabled',
  'unauthorized',
] as const;
export const realtimeErrorSchema = z.object({
  code: z.enum(realtimeErrorCodes),
  message: z.string(),
  /** The event that was refused. */
  event: z.string(),
});
export type RealtimeError = z.infer<typeof realtimeErrorSchema>;

/**
 * `connect_error` codes (`error.data.code` on the client) of a refused handshake: no or a bad
 * token, an expired one (renew the session, retry after `socketConstants.authRetryDelayMs`), a
 * deactivated account, or a share link that does not open a socket.
 */
export const socketAuthErrorCodes = [
  'unauthorized',
  'token-expired',
  'user-disabled',
  'share-link-invalid',
  'share-link-expired',
  'share-link-revoked',
  'share-link-no-socket',
] as const;
export type SocketAuthErrorCode = (typeof socketAuthErrorCodes)[number];
export const socketAuthErrorSchema = z.object({
  code: z.enum(socketAuthErrorCodes),
  message: z.string(),
});
export type SocketAuthError = z.infer<typeof socketAuthErrorSchema>;

/**
 * What a client sends as socket.io's handshake `auth`: the signed-in person's access token,
 * or a leaderboard share link's token (a read-only socket of its organization's board).
 */
export const socketHandshakeAuthSchema = z.union([
  z.object({ token: z.string().check(z.minLength(1)) }),
  z.object({ shareToken: z.string().check(z.minLength(1)) }),
]);
export type SocketHandshakeAuth = z.infer<typeof socketHandshakeAuthSchema>;

/** The group names the server uses: one organization, one person, one organization's board. */
export const realtimeGroups = {
  organization: (organizationId: number) => `org:${organizationId}`,
  user: (userId: number) => `user:${userId}`,
  board: (organizationId: number) => `board:${organizationId}`,
} as const;
