import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance as App } from 'fastify';
import { openTestDatabase, testJwtSecret } from '../testing/build-test-app.ts';
import { missingOutboundRecords } from '../testing/missing-outbound-records.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { insertSignedInManager, type SignedInManager } from '../testing/signed-in-manager.ts';
import { testDatabaseUrl } from '../testing/test-database-url.ts';
import { exitOnSignals } from './graceful-shutdown.ts';
import { createReadiness } from './readiness.ts';

/*
 * SIGTERM under load: the real server (main.ts) on its own data (PGlite in DATA_DIR, or the
 * worker's PostgreSQL database in that pass) gets a steady stream of writes and reads and is
 * told to stop mid-stream. Every request that got an answer got a whole one, only requests sent
 * after the signal may find the door closed, the process exits 0, and every write it answered
 * 201 is in the data it left.
 */

const scratch = mkdtempSync(path.join(tmpdir(), 'graceful-shutdown-'));
const dataDir = path.join(scratch, 'data');
const databaseUrl = await testDatabaseUrl();
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

/** How long before the signal a request may still have been in the client, not the server. */
const keepAliveRaceMs = 250;

type Outcome =
  | { sentAt: number; answeredAt: number; status: number; body: unknown }
  | { sentAt: number; failure: string };

/** A whole answer in the API's envelope. */
const isEnvelope = (body: unknown): boolean => {
  const { status, data, code, message } = (body ?? {}) as Record<string, unknown>;
  return status === 'success'
    ? data !== undefined
    : status === 'error' && typeof code === 'string' && typeof message === 'string';
};

async function send(url: string, init: RequestInit): Promise<Outcome> {
  const sentAt = performance.now();
  try {
    const response = await fetch(url, init);
    // Parsing fails on a body cut short, which must count as no whole answer.
    const body: unknown = await response.json();
    return { sentAt, answeredAt: performance.now(), status: response.status, body };
  } catch (error) {
    return { sentAt, failure: String((error as Error).cause ?? error) };
  }
}

describe('SIGTERM', () => {
  it(
    'drains under load: whole answers, exit 0, every acknowledged write kept',
    { timeout: 120_000 },
    async () => {
      let fixture: SignedInManager;
      const prepared = await openTestDatabase(dataDir);
      try {
        fixture = await insertSignedInManager(prepared, 'Draining');
      } finally {
        await prepared.close();
      }
      server = await startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        JWT_SECRET: testJwtSecret,
        SEED_DEMO: 'false',
        RATE_LIMIT_MAX: '1000000',
        WEB_DIST: path.join(scratch, 'no-web-dist'),
      });
      const { baseUrl } = server;
      const exited = new Promise<number | null>((resolve) =>
        server?.child.once('exit', (code) => resolve(code)),
      );

      // 8 clients, each writing then reading back to back until the server is gone; the
      // signal goes in a task of its own once 30 writes were answered, so every request sent
      // before it has reached the server's socket.
      const outcomes: Outcome[] = [];
      let acknowledged = 0;
      let signalledAt: number | undefined;
      const signal = () => {
        signalledAt = performance.now();
        server?.child.kill('SIGTERM');
      };
      const client = async () => {
        for (let n = 0; ; n += 1) {
          const outcome =
            n % 2 === 0
              ? await send(`${baseUrl}/api/outbound-records`, {
                  method: 'POST',
                  headers: fixture.headers,
                  body: JSON.stringify({ type: 'message' }),
                })
              : await send(`${baseUrl}/api/shares`, { headers: fixture.headers });
          outcomes.push(outcome);
          if ('failure' in outcome) return;
          if (outcome.status === 201) acknowledged += 1;
          if (acknowledged === 30 && signalledAt === undefined) setTimeout(signal, 0);
        }
      };
      await Promise.all(Array.from({ length: 8 }, client));
      const exitCode = await exited;

      const drainBegan = signalledAt ?? Number.NaN;
      const answers = outcomes.filter((outcome) => 'status' in outcome);
      const failures = outcomes.filter((outcome) => 'failure' in outcome);
      expect(answers.filter((answer) => !isEnvelope(answer.body))).toEqual([]);
      // Served, not refused: nothing ran into a 5xx while the server drained.
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      // A request handed to fetch just before the signal may still sit in the client when the
      // server closes its idle keep-alive connections (the race every HTTP server has, which
      // readiness failing first keeps load balancers out of); one sent a while before it was
      // on the server and must have been answered.
      expect(failures.filter((failure) => failure.sentAt < drainBegan - keepAliveRaceMs)).toEqual(
        [],
      );
      // The signal came mid-load: requests sent before it were answered after it.
      expect(
        answers.filter((answer) => answer.sentAt < drainBegan && answer.answeredAt > drainBegan)
          .length,
      ).toBeGreaterThan(0);
      expect(exitCode).toBe(0);

      const ids = answers.flatMap((answer) =>
        answer.status === 201
          ? [(answer.body as { data: { outbound_record_id: number } }).data.outbound_record_id]
          : [],
      );
      expect(ids.length).toBeGreaterThanOrEqual(30);
      expect(await missingOutboundRecords({ dataDir, databaseUrl }, ids)).toEqual([]);
    },
  );
});

describe('exitOnSignals', () => {
  /** The app as the shutdown uses it; `close` decides how closing goes. */
  function start(close: (cutOff: Promise<void>) => Promise<void>) {
    let cutOff = () => undefined as void;
    const cutOffCalled = new Promise<void>((resolve) => (cutOff = resolve));
    const app = {
      readiness: createReadiness('ready'),
      log: { info: vi.fn(), warn: vi.fn(), error: vi.fn(), flush: (done: () => void) => done() },
      server: { closeAllConnections: vi.fn(() => cutOff()) },
      close: () => close(cutOffCalled),
    };
    const exit = vi.fn();
    const signals = new EventEmitter();
    exitOnSignals(app as unknown as App, {
      timeoutMs: 10_000,
      exit,
      signals: signals as unknown as NodeJS.Process,
    });
    const send = (signal: NodeJS.Signals) => signals.emit(signal, signal);
    return { app, exit, send };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails readiness at once, closes, flushes and exits 0', async () => {
    let finish = () => undefined as void;
    const { app, exit, send } = start(() => new Promise((resolve) => (finish = resolve)));
    send('SIGTERM');
    expect(app.readiness.phase()).toBe('draining');
    await vi.advanceTimersByTimeAsync(100);
    expect(exit).not.toHaveBeenCalled();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(exit).toHaveBeenCalledWith(0);
    expect(app.server.closeAllConnections).not.toHaveBeenCalled();
  });

  it('closes what still runs after the timeout, then exits 0', async () => {
    const { app, exit, send } = start((cutOff) => cutOff);
    send('SIGINT');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(app.server.closeAllConnections).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(app.server.closeAllConnections).toHaveBeenCalled();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('exits 1 when closing outlasts the timeout by 5 s', async () => {
    const { exit, send } = start(() => new Promise(() => undefined));
    send('SIGTERM');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('exits 1 at a second signal, but takes the same one delivered twice at once for one', async () => {
    const { exit, send } = start(() => new Promise(() => undefined));
    send('SIGTERM');
    send('SIGTERM');
    await vi.advanceTimersByTimeAsync(500);
    expect(exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    send('SIGTERM');
    expect(exit).toHaveBeenCalledWith(1);
  });
});
