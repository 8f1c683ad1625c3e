import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A message as the catcher's SMTP server received it. */
export type CaughtMail = { to: string[]; from: string; subject: string; text: string };

export type MailCatcher = {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  url: string;
  /** Resolves with the first message to `address`, once it arrives. */
  mailTo(address: string, timeoutMs?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
};

/**
 * The API's test SMTP server (apps/api/src/testing/smtp-test-server.ts) in a process of its own:
 * a real SMTP server the built API sends to, whose messages the journey reads.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/testing/run-smtp-test-server.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const received: CaughtMail[] = [];
  const waiting = new Set<() => void>();
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the SMTP test server exited (${code})`)));
    lines.on('line', (line) => {
      const message = JSON.parse(line) as { url?: string; mail?: CaughtMail };
      if (message.url) resolve(message.url);
      if (message.mail) {
        received.push(message.mail);
        for (const wake of waiting) wake();
      }
    });
  });
  return {
    url,
    mailTo(address, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = received.find((candidate) => candidate.to.includes(address));
          if (!mail) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
