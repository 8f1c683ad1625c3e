import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { postgresBin } from '../operations/backup/postgres-tools.ts';

/** A PostgreSQL server of its own in a temp directory, as `.ci/run` starts one. */
export type ThrowawayPostgres = {
  url: string;
  stop(): void;
  /**
   * `pg_ctl restart -m fast`: every connection is ended, the server stops and starts again.
   * Resolves once it accepts connections; the caller's event loop keeps running meanwhile.
   */
  restart(): Promise<void>;
};

/** Whether `startThrowawayPostgres` can start one: PostgreSQL's server binaries are installed. */
export const throwawayPostgresAvailable = (): boolean => postgresBin() !== undefined;

/**
 * initdb in a temp directory, a server on `port` (loopback only, fsync off: numbers for the
 * fan-out, not for durability) and a database; null when no PostgreSQL is installed. As root
 * it runs as the `postgres` user, since PostgreSQL refuses root.
 */
export function startThrowawayPostgres(port: number): ThrowawayPostgres | null {
  const bin = postgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'salesdash-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dir, uid, uid);
  }
  const commandOf = (tool: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(...commandOf(tool, args), { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`${tool} failed`);
  };
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  run('initdb', ['-D', data, '-U', 'salesdash', '--auth=trust', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    log,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'salesdash', 'salesdash_bench']);
  return {
    url: `postgres://salesdash@127.0.0.1:${port}/salesdash_bench`,
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
    async restart() {
      // The server's options are those it was started with (pg_ctl keeps them).
      await promisify(execFile)(
        ...commandOf('pg_ctl', ['-D', data, '-l', log, '-m', 'fast', '-w', 'restart']),
      );
    },
  };
}
