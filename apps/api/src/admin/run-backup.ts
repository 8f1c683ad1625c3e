import { access } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openPartialFile } from '../operations/backup/partial-file.ts';
import type { OperatorIo } from './run-operator-command.ts';

export const backupUsage = `Usage: npm run backup -- --out <file>

Writes a consistent backup of the running server (the embedded database's files, or pg_dump of
DATABASE_URL) to <file>, with mode 0600, while it keeps serving. The server sends it from its
operations port, 127.0.0.1:OPS_PORT (9464 unless set); run this on the server's machine with
the same OPS_PORT. BACKUP_PASSPHRASE, set for the server, encrypts it. Restore with
npm run restore -- <file>.
`;

/** Exit codes: 0 written, 1 failed (nothing left behind), 2 usage. */
export async function runBackup(io: Omit<OperatorIo, 'stdin'>): Promise<number> {
  const fail = (code: number, message: string): number => {
    io.stderr.write(`${message}\n`);
    return code;
  };
  let values;
  try {
    ({ values } = parseArgs({
      args: io.argv,
      options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    return fail(2, `${error instanceof Error ? error.message : String(error)}\n\n${backupUsage}`);
  }
  if (values.help) {
    io.stdout.write(backupUsage);
    return 0;
  }
  if (!values.out) return fail(2, `--out: is required\n\n${backupUsage}`);
  const { opsPort } = loadConfig(io.env);
  if (opsPort === 0)
    return fail(1, 'OPS_PORT is 0: the server has no operations port to back up from.');

  const out = values.out;
  // Written as `<out>.partial` and renamed when whole: a command killed half-way leaves a file
  // that says what it is, never one that looks like a backup.
  let partial;
  try {
    // Never overwrite a file, an older backup least of all. Both are checked before the server
    // is asked, so a bad --out starts no backup.
    if (await exists(out)) return fail(1, `${out} exists: choose a new name.`);
    partial = await openPartialFile(out);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(
      1,
      code === 'EEXIST'
        ? `${out}.partial exists: another backup is being written there, or one was cut off (delete it).`
        : String(error),
    );
  }
  const discard = async (message: string) => {
    await partial.discard();
    return fail(1, message);
  };

  const url = `http://127.0.0.1:${opsPort}/backup`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST' });
  } catch {
    return discard(
      `No server answers on its operations port (${url}). Start it (npm start), or set OPS_PORT to the port it uses.`,
    );
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    return discard(`The server refused the backup (${response.status}): ${text}`);
  }

  const started = performance.now();
  try {
    await partial.writeAll(Readable.fromWeb(response.body as never));
    await partial.commit();
  } catch (error) {
    return discard(
      `The backup broke off after ${formatBytes(partial.bytes)} and was deleted: ${error instanceof Error ? error.message : String(error)}. The server's log says why.`,
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  io.stdout.write(`Backup written to ${out} (${formatBytes(partial.bytes)}, ${seconds} s).\n`);
  return 0;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} kB`;
}
