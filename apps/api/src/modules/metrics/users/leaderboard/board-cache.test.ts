import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../../db/client.ts';
import { createBoardCache } from './board-cache.ts';
import type { RankedBoard } from './rank-board.ts';

/**
 * A database whose only part the cache uses is `listen`; `write(payload)` sends `data_changed`
 * (by default a deal of organization 1).
 */
function fakeDatabase(withListen = true) {
  let notify = (_payload: string | undefined) => undefined as void;
  const database = {
    kind: 'pglite',
    ...(withListen
      ? {
          listen: async (_channel: string, onNotify: (payload: string | undefined) => void) => {
            notify = onNotify;
            return async () => undefined;
          },
        }
      : {}),
  } as unknown as Database;
  return { database, write: (payload = 'transactions 1') => notify(payload) };
}

const board: RankedBoard = { people: [], orders: [] };

const key = '1 2026-03-01 2026-03-31';

describe('createBoardCache', () => {
  it('keeps a board until a write', async () => {
    const { database, write } = fakeDatabase();
    const cache = await createBoardCache(database);
    const rank = vi.fn(async () => board);
    await cache.get(1, key, rank);
    await cache.get(1, key, rank);
    expect(rank).toHaveBeenCalledTimes(1);
    write();
    await cache.get(1, key, rank);
    expect(rank).toHaveBeenCalledTimes(2);
    // Other ranges apart.
    await cache.get(1, '1 2026-04-01 2026-04-30', rank);
    expect(rank).toHaveBeenCalledTimes(3);
  });

  it('keeps no failed ranking, and nothing ranked while a write cleared it', async () => {
    const { database, write } = fakeDatabase();
    const cache = await createBoardCache(database);
    await expect(cache.get(1, key, async () => Promise.reject(new Error('gone')))).rejects.toThrow(
      'gone',
    );
    const again = vi.fn(async () => board);
    await cache.get(1, key, again);
    expect(again).toHaveBeenCalledTimes(1);
    write();
    let finish: (ranked: RankedBoard) => void = () => undefined;
    const ranking = cache.get(1, key, () => new Promise((resolve) => (finish = resolve)));
    write();
    finish(board);
    expect(await ranking).toBe(board);
    const after = vi.fn(async () => board);
    await cache.get(1, key, after);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another organization’s deal', 'transactions 2', false],
    ['a sign-in’s bookkeeping', 'refresh_tokens *', false],
    ['a deal of its organization', 'transactions 1', true],
    ['a call of its organization', 'appointments 1,2', true],
    ['a rename for every organization', 'products *', true],
    ['a notification it cannot read', '', true],
  ])('after %s, ranks again: %s', async (_write, payload, ranksAgain) => {
    const { database, write } = fakeDatabase();
    const cache = await createBoardCache(database);
    const rank = vi.fn(async () => board);
    await cache.get(1, key, rank);
    write(payload);
    await cache.get(1, key, rank);
    expect(rank).toHaveBeenCalledTimes(ranksAgain ? 2 : 1);
  });

  it('ranks every time without change notifications', async () => {
    const { database } = fakeDatabase(false);
    const cache = await createBoardCache(database);
    const rank = vi.fn(async () => board);
    await cache.get(1, key, rank);
    await cache.get(1, key, rank);
    expect(rank).toHaveBeenCalledTimes(2);
  });
});
