import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';

/**
 * The newest `/usr/lib/postgresql/<version>/bin` holding `tool` (Debian's layout), or
 * undefined. pg_dump must be at least as new as the server it reads, so the newest wins.
 */
export function postgresBin(tool = 'initdb'): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, 'bin', tool)))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest && path.join(base, newest, 'bin');
}

/** `tool` from Debian's newest PostgreSQL, else from PATH; undefined when neither has it. */
export function postgresTool(tool: 'pg_dump' | 'pg_restore'): string | undefined {
  const bin = postgresBin(tool);
  if (bin) return path.join(bin, tool);
  const found = spawnSync(tool, ['--version'], { stdio: 'ignore' });
  return found.status === 0 ? tool : undefined;
}

/** Thrown when a PostgreSQL client tool is missing or fails; the message is the tool's own. */
export class PostgresToolError extends Error {
  override name = 'PostgresToolError';
}

function requireTool(tool: 'pg_dump' | 'pg_restore'): string {
  const found = postgresTool(tool);
  if (!found) {
    throw new PostgresToolError(
      `${tool} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), at least the server's version`,
    );
  }
  return found;
}

/**
 * `pg_dump --format=custom` of the database at `url`, as a stream: one consistent snapshot
 * (pg_dump reads in one repeatable-read transaction), compressed by pg_dump. A failure
 * destroys the stream with pg_dump's message.
 */
export function pgDumpStream(url: string): Readable {
  const child = spawn(requireTool('pg_dump'), ['--format=custom', '--no-owner', '--dbname', url], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return childOutput(child, 'pg_dump');
}

/**
 * Feeds a custom-format dump to `pg_restore` into the database at `url`, in one transaction
 * (a failure changes nothing). `clean` drops what the dump creates first.
 */
export async function pgRestore(payload: Readable, url: string, clean: boolean): Promise<void> {
  const args = ['--no-owner', '--single-transaction', '--dbname', url];
  if (clean) args.push('--clean', '--if-exists');
  const child = spawn(requireTool('pg_restore'), args, { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const fed = feed(payload, child.stdin);
  const [code] = await Promise.all([exited, fed]);
  if (code !== 0) throw new PostgresToolError(`pg_restore failed: ${stderr.trim()}`);
}

function feed(payload: Readable, stdin: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    payload.once('error', (error) => {
      stdin.destroy();
      reject(error);
    });
    stdin.once('error', (error: NodeJS.ErrnoException) => {
      // pg_restore stopping early closes its input; its exit status says why.
      if (error.code === 'EPIPE') resolve();
      else reject(error);
    });
    stdin.once('finish', resolve);
    payload.pipe(stdin);
  });
}

function childOutput(child: ReturnType<typeof spawn>, tool: string): Readable {
  const out = new PassThrough();
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.once('error', (error) => out.destroy(error));
  child.stdout?.pipe(out, { end: false });
  child.once('close', (code) => {
    if (code === 0) out.end();
    else out.destroy(new PostgresToolError(`${tool} failed: ${stderr.trim() || `exit ${code}`}`));
  });
  out.once('close', () => {
    if (child.exitCode === null) child.kill();
  });
  return out;
}
