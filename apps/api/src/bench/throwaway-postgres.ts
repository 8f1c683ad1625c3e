import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresBin } from '../operations/backup/postgres-tools.ts';

/** A PostgreSQL server of its own in a temp directory, as `.ci/run` starts one. */
export type ThrowawayPostgres = { url: string; stop(): void };

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
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    const result = spawnSync(command, full, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`${tool} failed`);
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'salesdash', '--auth=trust', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
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
  };
}
