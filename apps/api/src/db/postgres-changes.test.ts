import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../testing/build-test-app.ts';
import type { Database } from './client.ts';
import { dataChangedChannel } from './data-changed-channel.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('PostgreSQL change signal', () => {
  it('signals this process’s committed writes before they resolve, and no read or rollback', async (context) => {
    if (database.kind !== 'postgres') context.skip();
    let heard = 0;
    const stop = await database.listen?.(dataChangedChannel, () => (heard += 1));
    try {
      // Starting to listen signals once (whatever happened before); let it settle.
      await vi.waitFor(() => expect(heard).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const before = heard;
      await database.query('SELECT count(*) FROM organizations');
      expect(heard).toBe(before);
      // Each committed write: at once from this process, and again by its notification (which
      // may even come first).
      await database.query("INSERT INTO organizations (name) VALUES ('Heard at once')");
      expect(heard).toBeGreaterThanOrEqual(before + 1);
      await vi.waitFor(() => expect(heard).toBe(before + 2));

      await database.db.transaction(async (tx) => {
        await tx.execute("UPDATE organizations SET name = 'In a transaction'");
        // Not committed yet: a reader would still see the old rows.
        expect(heard).toBe(before + 2);
      });
      expect(heard).toBeGreaterThanOrEqual(before + 3);
      await vi.waitFor(() => expect(heard).toBe(before + 4));

      // A savepoint rolled back does not end the transaction: its later write still waits for
      // the COMMIT.
      await database.db.transaction(async (tx) => {
        await tx
          .transaction(async (inner) => {
            await inner.execute("UPDATE organizations SET name = 'Undone'");
            throw new Error('roll back to the savepoint');
          })
          .catch(() => undefined);
        await tx.execute("UPDATE organizations SET name = 'After the savepoint'");
        expect(heard).toBe(before + 4);
      });
      expect(heard).toBeGreaterThanOrEqual(before + 5);
      await vi.waitFor(() => expect(heard).toBe(before + 6));

      await database.db
        .transaction(async (tx) => {
          await tx.execute("UPDATE organizations SET name = 'Rolled back'");
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toBe(before + 6);
    } finally {
      await stop?.();
    }
  });

  it('hears another connection’s committed write through the notification', async (context) => {
    if (database.kind !== 'postgres' || !database.url) context.skip();
    let heard = 0;
    const stop = await database.listen?.(dataChangedChannel, () => (heard += 1));
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const before = heard;
      await other.query("INSERT INTO organizations (name) VALUES ('Another instance')");
      await vi.waitFor(() => expect(heard).toBeGreaterThan(before), { timeout: 5_000 });
    } finally {
      await other.end();
      await stop?.();
    }
  });
});
