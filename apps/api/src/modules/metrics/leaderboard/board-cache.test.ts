import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { createBoardCache } from './board-cache.ts';
import type { RankedBoard } from './rank-board.ts';

/** A database whose only part the cache uses is `listen`; `write()` sends `data_changed`. */
function fakeDatabase(withListen = true) {
  let notify = () => undefined as void;
  const database = {
    kind: 'pglite',
    ...(withListen
      ? {
          listen: async (_channel: string, onNotify: () => void) => {
            notify = onNotify;
            return async () => undefined;
          },
        }
      : {}),
  } as unknown as Database;
  return { database, write: () => notify() };
}

const board: RankedBoard = { people: [], orders: [] };

describe('createBoardCache', () => {
  it('keeps a timezone until a write, as it keeps boards', async () => {
    const { database, write } = fakeDatabase();
    const cache = await createBoardCache(database);
    const read = vi.fn(async () => 'Europe/Berlin');
    const rank = vi.fn(async () => board);
    expect(await cache.timezone(1, read)).toBe('Europe/Berlin');
    expect(await cache.timezone(1, read)).toBe('Europe/Berlin');
    await cache.get('1 2026-03-01 2026-03-31', rank);
    await cache.get('1 2026-03-01 2026-03-31', rank);
    expect([read.mock.calls.length, rank.mock.calls.length]).toEqual([1, 1]);
    write();
    await cache.timezone(1, read);
    await cache.get('1 2026-03-01 2026-03-31', rank);
    expect([read.mock.calls.length, rank.mock.calls.length]).toEqual([2, 2]);
    // Organizations apart.
    await cache.timezone(2, read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('keeps no failed read, and nothing read while a write cleared it', async () => {
    const { database, write } = fakeDatabase();
    const cache = await createBoardCache(database);
    await expect(cache.timezone(1, async () => Promise.reject(new Error('gone')))).rejects.toThrow(
      'gone',
    );
    expect(await cache.timezone(1, async () => 'UTC')).toBe('UTC');
    write();
    let finish: (timezone: string) => void = () => undefined;
    const reading = cache.timezone(3, () => new Promise((resolve) => (finish = resolve)));
    write();
    finish('Asia/Tokyo');
    expect(await reading).toBe('Asia/Tokyo');
    expect(await cache.timezone(3, async () => 'Europe/Paris')).toBe('Europe/Paris');
  });

  it('reads every time without change notifications', async () => {
    const { database } = fakeDatabase(false);
    const cache = await createBoardCache(database);
    const read = vi.fn(async () => 'UTC');
    await cache.timezone(1, read);
    await cache.timezone(1, read);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
