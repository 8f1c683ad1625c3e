/**
 * The write operations of `/openapi.json` that leave no audit row, and why
 * (docs/decisions/0045-audit-log.md). Everything else that is not a GET must record its change
 * (every-write-audited.test.ts walks them). Keep this list short: a route belongs here only
 * when it changes nothing an admin would ask "who did this?" about.
 */
export const unauditedWrites: Readonly<Record<string, string>> = {
  'POST /api/auth/login':
    'a sign-in opens a session and changes no record; failed ones are recorded per burst (auth.sign_in_failures)',
  'POST /api/auth/refresh': 'renews the caller’s own session: token bookkeeping, no record changes',
  'POST /api/auth/logout': 'ends the caller’s own session: token bookkeeping, no record changes',
  'PATCH /api/notifications/{id}': 'a person’s own read mark on their own notification',
  'PATCH /api/notifications/clear': 'a person’s own read marks on their own notifications',
  'POST /api/commission/preview':
    'a dry run of PATCH /api/commission: the change is rolled back, nothing is saved',
  'POST /api/roles/{id}/preview':
    'a dry run of PATCH /api/roles/{id}: the change is rolled back, nothing is saved',
  'POST /api/hooks/{id}':
    'a sender’s delivery is stored in the deliveries outbox with its outcome; the records it changes are audited when the worker applies it',
};
