import type { MailFailure, MailStatus } from '@salesdash/api-contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { createBackgroundRounds } from '../../operations/background-rounds.ts';
import type { MailText } from './mail-texts.ts';
import { openBody, outboxKey, sealBody } from './sealed-body.ts';
import { createSmtpTransport, isPermanentMailError, type MailTransport } from './smtp-transport.ts';

/** What a mail is about, for the admin's list of failures. */
export type MailKind = 'invite' | 'password-reset' | 'notification';

/** A mail to queue: for whom, why, and its words. */
export type QueuedMail = MailText & {
  organizationId: number;
  /** The person's account, when there is one. */
  userId: number | null;
  kind: MailKind;
  to: string;
};

export type MailOutbox = {
  /** Whether mail is sent at all (SMTP_URL set); without it nothing may be queued. */
  readonly enabled: boolean;
  /** The absolute address of an app page (`/login?reset=…`) for a mail: PUBLIC_URL + path. */
  linkTo(path: string): string;
  /**
   * Queues a mail inside the caller's transaction `db`: it exists exactly when the change does.
   * Call `wake()` after the commit.
   * @throws Error when mail is off (check `enabled` first)
   */
  enqueue(db: Db, mail: QueuedMail): Promise<void>;
  /** Starts sending what is due (after a commit that queued mail); never throws. */
  wake(): void;
  /** Sends everything due, retries included, until nothing is; tests await it. */
  flush(): Promise<void>;
  /** Mail on or off, and the organization's queued and given-up mails. */
  status(organizationId: number): Promise<MailStatus>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

export type MailOutboxOptions = {
  /** Undefined: mail is off. */
  transport: MailTransport | undefined;
  from: string | undefined;
  publicUrl: string | undefined;
  jwtSecret: string;
  /** The wait before each retry; attempts = delays + 1. */
  retryDelaysMs: number[];
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
};

/** How long a claimed mail is left to its sender before another may try it (a crash mid-send). */
const leaseMs = 5 * 60_000;
/** Mails claimed per round: a round's sends run one after another on one connection. */
const batchSize = 10;
const recentFailures = 20;

type ClaimedMail = {
  mail_id: number;
  recipient: string;
  subject: string;
  sealed_body: string | null;
  attempts: number;
};

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

/**
 * The outbox: mails are rows written with the change that causes them, sent after its commit,
 * retried with growing waits and given up (shown to admins) after the last. Several instances
 * may send from one PostgreSQL: a claim takes due rows with SKIP LOCKED and leases them.
 */
export function createMailOutbox(
  database: Database,
  options: MailOutboxOptions,
): MailOutbox & {
  /** Starts no more rounds and waits for the one in progress (the server is closing). */
  close(): Promise<void>;
} {
  const { db } = database;
  const { transport, from, publicUrl, retryDelaysMs, log } = options;
  const enabled = transport !== undefined && from !== undefined;
  const key = outboxKey(options.jwtSecret);

  async function anythingDue(): Promise<boolean> {
    // A plain read first: the claim is a write, which costs more when nothing is due.
    const rows = await database.query(
      "SELECT 1 FROM mail_outbox WHERE status = 'queued' AND next_attempt_at <= now() LIMIT 1",
    );
    return rows.length > 0;
  }

  function claim(): Promise<ClaimedMail[]> {
    return database.query<ClaimedMail>(
      `WITH due AS (
         SELECT mail_id FROM mail_outbox
         WHERE status = 'queued' AND next_attempt_at <= now()
         ORDER BY next_attempt_at, mail_id LIMIT $1 FOR UPDATE SKIP LOCKED)
       UPDATE mail_outbox m
       SET attempts = m.attempts + 1,
           next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
       FROM due WHERE m.mail_id = due.mail_id
       RETURNING m.mail_id, m.recipient, m.subject, m.sealed_body, m.attempts`,
      [batchSize, leaseMs],
    );
  }

  async function finish(mailId: number, status: 'sent' | 'failed', error: string | null) {
    await db
      .update(mailOutbox)
      .set({ status, sealedBody: null, lastError: error, finishedAt: sql`now()` })
      .where(eq(mailOutbox.mailId, mailId));
  }

  async function sendOne(mail: ClaimedMail): Promise<void> {
    if (!transport || !from) return;
    let text: string;
    try {
      if (mail.sealed_body === null) throw new Error('the mail has no body');
      text = openBody(key, mail.sealed_body);
    } catch {
      // Sealed under another JWT secret: no retry can open it.
      await finish(mail.mail_id, 'failed', 'the mail could not be opened (the JWT secret changed)');
      return;
    }
    try {
      await transport.send({ from, to: mail.recipient, subject: mail.subject, text });
      await finish(mail.mail_id, 'sent', null);
    } catch (error) {
      const reason = describeError(error);
      const delay = retryDelaysMs[mail.attempts - 1];
      if (delay === undefined || isPermanentMailError(error)) {
        log.error({ mailId: mail.mail_id, err: reason }, 'mail given up');
        await finish(mail.mail_id, 'failed', reason);
        return;
      }
      log.warn({ mailId: mail.mail_id, err: reason, retryInMs: delay }, 'mail send failed');
      await db
        .update(mailOutbox)
        .set({
          lastError: reason,
          nextAttemptAt: sql`now() + make_interval(secs => ${delay}::double precision / 1000)`,
        })
        .where(eq(mailOutbox.mailId, mail.mail_id));
    }
  }

  const rounds = createBackgroundRounds(
    async () => {
      while (!rounds.closed && (await anythingDue())) {
        const claimed = await claim();
        if (claimed.length === 0) break;
        // A mail claimed but not tried when the server closes is tried after its lease.
        for (const mail of claimed) if (!rounds.closed) await sendOne(mail);
      }
    },
    (error) => log.error({ err: describeError(error) }, 'mail outbox failed'),
  );

  return {
    enabled,

    linkTo(path) {
      return `${publicUrl ?? ''}${path}`;
    },

    async enqueue(tx, mail) {
      if (!enabled) throw new Error('mail is off: nothing may be queued');
      await tx.insert(mailOutbox).values({
        organizationId: mail.organizationId,
        userId: mail.userId,
        kind: mail.kind,
        recipient: mail.to,
        subject: mail.subject,
        sealedBody: sealBody(key, mail.text),
      });
    },

    wake() {
      if (enabled) void rounds.start();
    },

    async flush() {
      if (enabled) await rounds.flush();
    },

    close: () => rounds.close(),

    async status(organizationId) {
      const ofOrg = eq(mailOutbox.organizationId, organizationId);
      const counts = await db
        .select({ status: mailOutbox.status, n: count() })
        .from(mailOutbox)
        .where(ofOrg)
        .groupBy(mailOutbox.status);
      const failed = await db
        .select()
        .from(mailOutbox)
        .where(and(ofOrg, eq(mailOutbox.status, 'failed')))
        .orderBy(desc(mailOutbox.finishedAt), desc(mailOutbox.mailId))
        .limit(recentFailures);
      const countOf = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
      return {
        enabled,
        from: enabled ? (from ?? null) : null,
        queued: countOf('queued'),
        failed: countOf('failed'),
        failures: failed.map((row): MailFailure => ({
          mail_id: row.mailId,
          kind: row.kind,
          recipient: row.recipient,
          subject: row.subject,
          attempts: row.attempts,
          last_error: row.lastError,
          created_at: row.createdAt.toISOString(),
          failed_at: row.finishedAt?.toISOString() ?? null,
        })),
      };
    },
  };
}

/** How often queued mail is looked for besides the wakes after commits: retries, other instances. */
const pollMs = 15_000;

/**
 * Decorates `mailOutbox` from SMTP_URL and MAIL_FROM. With mail on, a timer sends what falls
 * due (retries, mail queued by a process that stopped); closing stops it and waits for a
 * round in progress, before the database closes.
 */
export const mailOutboxPlugin = fp<{ jwtSecret: string; transport?: MailTransport }>(
  async (app, options) => {
    const { smtpUrl, mailFrom, publicUrl, mailRetryDelaysMs } = app.config;
    const transport = options.transport ?? (smtpUrl ? createSmtpTransport(smtpUrl) : undefined);
    const outbox = createMailOutbox(app.db, {
      transport,
      from: mailFrom,
      publicUrl,
      jwtSecret: options.jwtSecret,
      retryDelaysMs: mailRetryDelaysMs,
      log: app.log,
    });
    app.decorate('mailOutbox', outbox);
    if (!outbox.enabled) return;
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    // Once migrated (npm start listens and migrates after): the table may not exist before.
    void app.readiness.whenReady().then(() => {
      if (closed) return;
      timer = setInterval(() => outbox.wake(), pollMs);
      timer.unref();
      // Mail queued before a restart goes out now, not a poll later.
      outbox.wake();
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await outbox.close();
      transport?.close();
    });
  },
  { name: 'mail-outbox', dependencies: ['db'] },
);
