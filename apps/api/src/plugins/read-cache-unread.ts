/**
 * Tables no cached answer reads (a `config: { readCache }` route, read-cache.ts): sign-in
 * bookkeeping, queues, logs and staging that change on their own schedule (every sign-in,
 * refresh, sent mail or import row) and would otherwise make every organization's answers
 * start over. read-cache-unread.test.ts scans each cached route's fresh answer and fails if
 * one reads a table named here; when in doubt, leave a table out (an answer then starts over
 * once too often, never stale).
 */
export const unreadByCachedAnswers: readonly string[] = [
  'audit_events',
  'auth_attempts',
  'auth_failures',
  'idempotency_keys',
  'import_batches',
  'import_mappings',
  'import_rows',
  'mail_outbox',
  'refresh_tokens',
  'socket_io_attachments',
  'statement_close_jobs',
  'statement_exports',
  'webhook_deliveries',
];

/**
 * What a call or a dial writes: appointments and outbound records, the rollups only they feed,
 * and the person and cohort rollups they share with deals. An answer about money alone (a
 * commission history) reads none of them (`readCacheUnread`), so no call empties it.
 */
export const unreadByMoneyAnswers: readonly string[] = [
  'appointments',
  'call_pair_rollups',
  'call_rollups',
  'cohort_call_pair_rollups',
  'cohort_rollups',
  'outbound_records',
  'outbound_rollups',
  'person_rollups',
];
