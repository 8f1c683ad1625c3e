import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  startThrowawayPostgres,
  throwawayPostgresAvailable,
  type ThrowawayPostgres,
} from '../bench/throwaway-postgres.ts';
import { openDatabase } from '../db/client.ts';
import { testJwtSecret } from '../testing/build-test-app.ts';
import { missingOutboundRecords } from '../testing/missing-outbound-records.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { insertSignedInManager, type SignedInManager } from '../testing/signed-in-manager.ts';
import { connectAs, nextEvent, type ClientSocket } from '../testing/socket-client.ts';

/*
 * PostgreSQL restarts under load: the real server (main.ts) runs on a PostgreSQL cluster of
 * this test's own (not the one a CI pass shares, which other files use at the same time), a
 * burst of writes and reads goes on while `pg_ctl restart -m fast` ends every connection. The
 * server stays up, answers what fails meanwhile 503 in the envelope with Retry-After within
 * 2 s, serves again once PostgreSQL is back, realtime events still arrive, and every write it
 * answered 201 is in the database.
 */

const available = throwawayPostgresAvailable();
const scratch = mkdtempSync(path.join(tmpdir(), 'postgres-restart-'));
let postgres: ThrowawayPostgres | null = null;
let server: ServerProcess | undefined;
const sockets: ClientSocket[] = [];

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.kill('SIGTERM');
  postgres?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

type Outcome = {
  sentAt: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  body: { status?: string; code?: string; data?: { outbound_record_id?: number } };
  write: boolean;
};

async function send(url: string, init: RequestInit, write: boolean): Promise<Outcome> {
  const sentAt = performance.now();
  const response = await fetch(url, init);
  const body = (await response.json()) as Outcome['body'];
  return {
    sentAt,
    ms: performance.now() - sentAt,
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    write,
  };
}

describe('a PostgreSQL restart under load', () => {
  it(
    'answers 503 with Retry-After meanwhile, then serves, streams events and keeps every acknowledged write',
    { timeout: 120_000 },
    async (context) => {
      if (!available) {
        context.skip('no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql');
      }
      postgres = startThrowawayPostgres(56_000 + (process.pid % 1_000));
      if (!postgres) throw new Error('PostgreSQL could not be started');
      const { url } = postgres;
      server = await startServerProcess({
        DATABASE_URL: url,
        DATA_DIR: path.join(scratch, 'data'),
        JWT_SECRET: testJwtSecret,
        SEED_DEMO: 'false',
        RATE_LIMIT_MAX: '1000000',
        WEB_DIST: path.join(scratch, 'no-web-dist'),
      });
      const { baseUrl } = server;
      let fixture: SignedInManager;
      const setup = await openDatabase({ dataDir: '', databaseUrl: url });
      try {
        fixture = await insertSignedInManager(setup, 'Restarting');
      } finally {
        await setup.close();
      }
      const before = await connectAs(baseUrl, fixture.user, testJwtSecret);
      sockets.push(before);

      // 6 clients write and read back to back; once 20 writes were answered PostgreSQL
      // restarts, and the burst goes on until 20 more were answered after it is back.
      const outcomes: Outcome[] = [];
      let restarting: Promise<void> | undefined;
      let backAt = Number.POSITIVE_INFINITY;
      const acknowledgedSince = (at: number) =>
        outcomes.filter((outcome) => outcome.write && outcome.status === 201 && outcome.sentAt > at)
          .length;
      const client = async () => {
        for (let n = 0; acknowledgedSince(backAt) < 20; n += 1) {
          const write = n % 2 === 0;
          outcomes.push(
            write
              ? await send(
                  `${baseUrl}/api/outbound-records`,
                  { method: 'POST', headers: fixture.headers, body: '{"type":"message"}' },
                  true,
                )
              : await send(`${baseUrl}/api/shares`, { headers: fixture.headers }, false),
          );
          if (restarting === undefined && acknowledgedSince(0) >= 20) {
            restarting = postgres?.restart().then(() => {
              backAt = performance.now();
            });
          }
        }
      };
      await Promise.all(Array.from({ length: 6 }, client));
      await restarting;

      expect(server.child.exitCode).toBeNull();
      const failed = outcomes.filter((outcome) => outcome.status >= 300);
      // The restart came mid-burst, and everything it failed said so at once, and how.
      expect(failed.length).toBeGreaterThan(0);
      expect(
        failed.filter(
          (outcome) =>
            outcome.status !== 503 ||
            outcome.body.code !== 'unavailable' ||
            outcome.body.status !== 'error' ||
            Number(outcome.retryAfter) < 1 ||
            outcome.ms >= 2_000,
        ),
      ).toEqual([]);

      // Realtime: the socket opened before the restart and one opened after it both hear a
      // write made now.
      const after = await connectAs(baseUrl, fixture.user, testJwtSecret);
      sockets.push(after);
      const heard = Promise.all([
        nextEvent(before, 'outbound:changed'),
        nextEvent(after, 'outbound:changed'),
      ]);
      const last = await send(
        `${baseUrl}/api/outbound-records`,
        { method: 'POST', headers: fixture.headers, body: '{"type":"call"}' },
        true,
      );
      expect(last.status).toBe(201);
      outcomes.push(last);
      const id = last.body.data?.outbound_record_id;
      expect(await heard).toEqual([
        expect.objectContaining({ outbound_record_id: id }),
        expect.objectContaining({ outbound_record_id: id }),
      ]);

      const acknowledged = outcomes.flatMap((outcome) =>
        outcome.write && outcome.status === 201
          ? [outcome.body.data?.outbound_record_id ?? -1]
          : [],
      );
      expect(await missingOutboundRecords({ dataDir: '', databaseUrl: url }, acknowledged)).toEqual(
        [],
      );
    },
  );
});
