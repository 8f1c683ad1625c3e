import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../../db/client.ts';
import { insertSignedInManager } from '../../testing/signed-in-manager.ts';
import { quietUnitOfWork } from '../../testing/quiet-unit-of-work.ts';
import { closeStatementMonth } from './close-service.ts';

/*
 * A close killed mid-way (docs/decisions/0058-statements-from-the-money-core.md, "Closing"): the
 * close runs in a child process on an embedded PGlite data directory and SIGKILLs itself after its
 * 2nd stored statement. The directory, opened again, holds no trace of the close; closing it then
 * stores every statement. Always PGlite: the data directory is the point (durability.test.ts covers
 * PostgreSQL kills).
 */

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'close-crash-'));
const dataDir = path.join(scratch, 'data');

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

const open = () => openDatabase({ dataDir, databaseUrl: '' });

async function count(database: Database, sql: string, params: unknown[]) {
  const [row] = await database.query<{ n: number }>(sql, params);
  return Number(row?.n);
}

/** Runs testing/crash-mid-close.ts; resolves with how the child ended. */
function crashingClose(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/testing/crash-mid-close.ts')],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>(
    (resolve) => child.once('exit', (code, signal) => resolve({ code, signal, output })),
  );
}

describe('a close killed mid-way', () => {
  it(
    'leaves the month open with no statement or line, and closes whole afterwards',
    { timeout: 180_000 },
    async () => {
      const prepared = await open();
      let organizationId: number;
      let adminId: number;
      try {
        await migrateDatabase(prepared);
        const fixture = await insertSignedInManager(prepared, 'Crash');
        organizationId = fixture.organizationId;
        adminId = fixture.managerId;
        // Three people with a January adjustment each: three statements to store.
        for (const [index, cents] of [10_000, 20_000, -5_000].entries()) {
          const [person] = await prepared.query<{ id: number }>(
            `INSERT INTO users (organization_id, email, first_name, last_name)
             VALUES ($1, $2, 'Rep', $3) RETURNING user_id AS id`,
            [organizationId, `rep${index}@crash.test`, `No${index}`],
          );
          await prepared.query(
            `INSERT INTO adjustments (organization_id, user_id, adjustment_date, amount_cents, reason)
             VALUES ($1, $2, '2026-01-15', $3, 'Crash fixture')`,
            [organizationId, person?.id, cents],
          );
        }
      } finally {
        await prepared.close();
      }

      const crashed = await crashingClose({
        DATA_DIR: dataDir,
        ORGANIZATION_ID: String(organizationId),
        CLOSED_BY: String(adminId),
        MONTH: '2026-01',
        KILL_AFTER: '2',
      });
      expect(crashed.signal, crashed.output).toBe('SIGKILL');

      const reopened = await open();
      try {
        const org = [organizationId];
        expect(
          await count(
            reopened,
            "SELECT count(*)::int AS n FROM statement_periods WHERE organization_id = $1 AND status = 'closed'",
            org,
          ),
        ).toBe(0);
        expect(
          await count(
            reopened,
            'SELECT count(*)::int AS n FROM statements WHERE organization_id = $1',
            org,
          ),
        ).toBe(0);
        expect(await count(reopened, 'SELECT count(*)::int AS n FROM statement_lines', [])).toBe(0);
        expect(
          await count(
            reopened,
            "SELECT count(*)::int AS n FROM audit_events WHERE action = 'statement.closed'",
            [],
          ),
        ).toBe(0);

        const closed = await closeStatementMonth(
          quietUnitOfWork(reopened),
          organizationId,
          adminId,
          '2026-01',
        );
        expect(closed.statements).toHaveLength(3);
        expect(closed.statements.map((s) => s.totals.payable).sort()).toEqual([0, 100, 200]);
        expect(await count(reopened, 'SELECT count(*)::int AS n FROM statement_lines', [])).toBe(3);
      } finally {
        await reopened.close();
      }
    },
  );
});
