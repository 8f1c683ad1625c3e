import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it. */
export type ReceivedMail = { to: string[]; from: string; subject: string; text: string };

export type SmtpTestServer = {
  /** `smtp://127.0.0.1:<port>`, for the app's SMTP_URL. */
  url: string;
  /** Every message accepted so far, oldest first. */
  received: ReceivedMail[];
  /** Every delivery tried (accepted or refused), to count retries. */
  attempts: number;
  /**
   * Refuses the next `times` deliveries with `code` (451: try later; 550: never), then accepts
   * again; `Infinity` refuses until told otherwise.
   */
  refuse(code: number, times: number): void;
  close(): Promise<void>;
};

/**
 * A real SMTP server in this process on a free local port: plain SMTP without TLS or sign-in,
 * reading each message back with mailparser, as a mail client would show it.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let refusal = { code: 0, times: 0 };
  const state = { attempts: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      state.attempts += 1;
      if (refusal.times > 0) {
        refusal = { ...refusal, times: refusal.times - 1 };
        const error = Object.assign(new Error(`refused by the test server (${refusal.code})`), {
          responseCode: refusal.code,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get attempts() {
      return state.attempts;
    },
    refuse(code, times) {
      refusal = { code, times };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
