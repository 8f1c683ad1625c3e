import { readFileSync } from 'node:fs';
import { journeyServer } from './journey-server.ts';

type LogEntry = { msg?: string; email?: string; link?: string };

/**
 * The newest password-reset link the server logged for `email` (the self-hosted build has no
 * mail server: the log is where the operator picks the link up), or null when none yet.
 */
export function loggedResetLink(email: string): string | null {
  const lines = readFileSync(journeyServer().serverLogFile, 'utf8').split('\n');
  const links = lines
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogEntry)
    .filter((entry) => entry.msg === 'password reset link' && entry.email === email);
  return links.at(-1)?.link ?? null;
}
