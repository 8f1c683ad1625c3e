import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { missingAcknowledged } from './testing/acknowledged-writes.ts';
import { openTestDatabase, testJwtSecret } from './testing/build-test-app.ts';
import { insertSignedInManager } from './testing/signed-in-manager.ts';
import { testDatabaseUrl } from './testing/test-database-url.ts';
import { startServerProcess, type ServerProcess } from './testing/server-process.ts';

/*
 * Durability: writes burst at a running server (the real process: main.ts), which is killed
 * with SIGKILL mid-burst and restarted on the same data; every write it answered 201 must be
 * there. On the embedded engine (PGlite in DATA_DIR) and, with DATABASE_URL, on PostgreSQL.
 */

const scratch = mkdtempSync(path.join(tmpdir(), 'durability-'));
const dataDir = path.join(scratch, 'data');
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) await server.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

/** A migrated database holding one organization and its manager, who creates the links. */
async function prepare() {
  const database = await openTestDatabase(dataDir);
  try {
    return await insertSignedInManager(database, 'Durable');
  } finally {
    await database.close();
  }
}

const serverEnv = {
  DATA_DIR: dataDir,
  DATABASE_URL: (await testDatabaseUrl()) ?? '',
  JWT_SECRET: testJwtSecret,
  SEED_DEMO: 'false',
  RATE_LIMIT_MAX: '1000000',
  WEB_DIST: path.join(scratch, 'no-web-dist'),
};

const acknowledged: number[] = [];
let found: number[] = [];

describe('durability of acknowledged writes', () => {
  it(
    'keeps every share link answered 201 through a SIGKILL mid-burst and a restart',
    { timeout: 180_000 },
    async () => {
      const fixture = await prepare();
      const { headers } = fixture;
      const first = await startServerProcess(serverEnv);
      servers.push(first);

      // 16 clients create links back to back; the server dies once 40 were answered.
      let inFlight = 0;
      let inFlightAtKill = -1;
      let failed = 0;
      let killed: Promise<void> | undefined;
      const client = async (clientIndex: number) => {
        for (let n = 0; killed === undefined; n += 1) {
          inFlight += 1;
          try {
            const response = await fetch(`${first.baseUrl}/api/shares`, {
              method: 'POST',
              headers,
              body: JSON.stringify({
                type: 'employee',
                resource_id: fixture.managerId,
                name: `burst ${clientIndex}.${n}`,
              }),
            });
            const body = (await response.json()) as { data?: { share: { share_id: number } } };
            if (response.status === 201 && body.data) acknowledged.push(body.data.share.share_id);
            else throw new Error(`unexpected ${response.status}`);
          } catch {
            failed += 1;
            return;
          } finally {
            inFlight -= 1;
          }
          if (acknowledged.length >= 40 && killed === undefined) {
            inFlightAtKill = inFlight;
            killed = first.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: 16 }, (_, index) => client(index)));
      await killed;
      expect(first.child.signalCode).toBe('SIGKILL');
      // The kill came mid-burst: requests were on the wire and never got their answer.
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(failed).toBeGreaterThan(0);

      const second = await startServerProcess(serverEnv);
      servers.push(second);
      const listed = await fetch(`${second.baseUrl}/api/shares`, { headers });
      expect(listed.status).toBe(200);
      const { data } = (await listed.json()) as { data: { shares: { share_id: number }[] } };
      found = data.shares.map((share) => share.share_id);
      await second.kill('SIGTERM');

      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      expect(missingAcknowledged(acknowledged, found)).toEqual([]);
    },
  );

  it('the check reports an acknowledged write that is missing', () => {
    expect(found.length).toBeGreaterThan(0);
    const fabricated = Math.max(...found) + 1_000;
    expect(missingAcknowledged([...acknowledged, fabricated], found)).toEqual([fabricated]);
    const lost = acknowledged[0] ?? 0;
    expect(
      missingAcknowledged(
        acknowledged,
        found.filter((id) => id !== lost),
      ),
    ).toEqual([lost]);
  });
});
