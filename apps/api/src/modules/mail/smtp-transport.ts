import { createTransport } from 'nodemailer';

/** One message as the outbox sends it: plain text, one recipient. */
export type OutgoingMail = { from: string; to: string; subject: string; text: string };

/** Where the outbox hands its mails: an SMTP server in production and in tests. */
export type MailTransport = {
  /** Resolves once the server accepted the message; rejects with its answer otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/**
 * Whether retrying cannot help: the server refused the message for good (a 5xx reply, e.g. an
 * unknown mailbox), as opposed to a 4xx "try later" or a connection that failed.
 */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * The nodemailer SMTP transport of `SMTP_URL`, the one place nodemailer is used. Short
 * timeouts: a send holds its mail's lease, and a hung server must not keep it past the lease.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  // nodemailer reads host, port, TLS, credentials and query options (`?tls.…`) from the URL.
  const transporter = createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}
