import { EventEmitter } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../testing/build-test-app.ts';
import type { Database } from './client.ts';
import { dataChangedChannel } from './data-changed-channel.ts';
import { createPostgresChanges } from './postgres-changes.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('PostgreSQL change signal', () => {
  it('signals this process’s committed writes before they resolve, once, with what they changed, and no read or rollback', async (context) => {
    if (database.kind !== 'postgres') context.skip();
    const heard: (string | undefined)[] = [];
    const stop = await database.listen?.(dataChangedChannel, (payload) => heard.push(payload));
    try {
      // Starting to listen signals once (whatever happened before); let it settle.
      await vi.waitFor(() => expect(heard.length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 100));
      heard.length = 0;
      /** What was heard so far, and again after the listening connection had time to hear more. */
      const settled = async () => {
        const now = [...heard];
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(heard).toEqual(now);
        heard.length = 0;
        return now;
      };
      await database.query('SELECT count(*) FROM organizations');
      expect(await settled()).toEqual([]);
      // Each committed write, heard before it resolves (its own connection hears its commit's
      // notification before the reply), and not a second time from the listening connection.
      const [row] = await database.query<{ id: number }>(
        "INSERT INTO organizations (name) VALUES ('Heard at once') RETURNING organization_id AS id",
      );
      const id = row?.id ?? 0;
      expect(heard).toEqual([`organizations ${id}`]);
      expect(await settled()).toEqual([`organizations ${id}`]);

      await database.db.transaction(async (tx) => {
        await tx.execute(
          `UPDATE organizations SET name = 'In a transaction' WHERE organization_id = ${id}`,
        );
        // Not committed yet: a reader would still see the old rows.
        expect(heard).toEqual([]);
      });
      expect(heard).toEqual([`organizations ${id}`]);
      await settled();

      // A savepoint rolled back does not end the transaction: its later write still waits for
      // the COMMIT.
      await database.db.transaction(async (tx) => {
        await tx
          .transaction(async (inner) => {
            await inner.execute("UPDATE organizations SET name = 'Undone'");
            throw new Error('roll back to the savepoint');
          })
          .catch(() => undefined);
        await tx.execute(
          `UPDATE organizations SET name = 'After the savepoint' WHERE organization_id = ${id}`,
        );
        expect(heard).toEqual([]);
      });
      expect(heard).toEqual([`organizations ${id}`]);
      await settled();

      await database.db
        .transaction(async (tx) => {
          await tx.execute("UPDATE organizations SET name = 'Rolled back'");
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(await settled()).toEqual([]);
    } finally {
      await stop?.();
    }
  });

  it('hears another connection’s committed write through the notification', async (context) => {
    if (database.kind !== 'postgres' || !database.url) context.skip();
    const heard: (string | undefined)[] = [];
    const stop = await database.listen?.(dataChangedChannel, (payload) => heard.push(payload));
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      heard.length = 0;
      await other.query("INSERT INTO redirects (from_path, to_path) VALUES ('/other', '/')");
      await vi.waitFor(() => expect(heard).toEqual(['redirects *']), { timeout: 5_000 });
    } finally {
      await other.end();
      await stop?.();
    }
  });
});

describe('the listening connection across a PostgreSQL restart', () => {
  /** node-postgres' Client as far as the listening connection uses it; `up` is the server. */
  class FakeClient extends EventEmitter {
    static up = true;
    static made: FakeClient[] = [];
    constructor() {
      super();
      FakeClient.made.push(this);
    }
    async connect() {
      if (!FakeClient.up) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    }
    async query() {
      return { rows: [] };
    }
    async end() {
      this.emit('end');
    }
  }

  it('comes back with growing pauses and calls everything stale once it is back', async () => {
    vi.useFakeTimers();
    try {
      const changes = createPostgresChanges(
        { Client: FakeClient } as unknown as typeof pg,
        'postgres://db/x',
        dataChangedChannel,
      );
      let heard = 0;
      await changes.listen(() => (heard += 1));
      await changes.start();
      const [first] = FakeClient.made;
      expect(heard).toBe(2);

      FakeClient.up = false;
      first?.emit('end');
      expect(heard).toBe(3);
      // Blind: the caches start over every 50 ms while nothing can tell a change.
      await vi.advanceTimersByTimeAsync(200);
      expect(heard).toBe(7);
      const triesAfter = async (ms: number) => {
        await vi.advanceTimersByTimeAsync(ms);
        return FakeClient.made.length;
      };
      // Tries 250 ms after the loss, then 500 ms later, then 1 s later (and it is back).
      expect(await triesAfter(50)).toBe(2);
      expect(await triesAfter(499)).toBe(2);
      expect(await triesAfter(1)).toBe(3);
      FakeClient.up = true;
      expect(await triesAfter(1_000)).toBe(4);

      // Back: one more start-over for what happened meanwhile, then only notifications.
      const back = heard;
      await vi.advanceTimersByTimeAsync(1_000);
      expect(heard).toBe(back);
      FakeClient.made[3]?.emit('notification', { channel: dataChangedChannel });
      expect(heard).toBe(back + 1);

      // The next loss starts from the shortest pause again.
      FakeClient.made[3]?.emit('end');
      expect(await triesAfter(250)).toBe(5);
      await changes.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
