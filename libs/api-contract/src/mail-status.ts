import * as z from 'zod/mini';

/** A mail the server gave up on after its retries. */
export const mailFailureSchema = z.object({
  mail_id: z.int(),
  /** `invite`, `password-reset` or `notification`. */
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.int(),
  /** What the mail server (or the connection to it) answered the last time. */
  last_error: z.nullable(z.string()),
  created_at: z.string(),
  failed_at: z.nullable(z.string()),
});
export type MailFailure = z.infer<typeof mailFailureSchema>;

/**
 * `data` of `GET /api/mail/status` (admins): whether mail is sent at all (SMTP configured), and
 * for the caller's organization how many mails wait and the latest given up.
 */
export const mailStatusSchema = z.object({
  enabled: z.boolean(),
  /** The sender address (MAIL_FROM), or null when mail is off. */
  from: z.nullable(z.string()),
  /** Mails waiting for their first try or a retry. */
  queued: z.int(),
  /** Mails given up, all time. */
  failed: z.int(),
  /** The latest given up, newest first (at most 20). */
  failures: z.array(mailFailureSchema),
});
export type MailStatus = z.infer<typeof mailStatusSchema>;
