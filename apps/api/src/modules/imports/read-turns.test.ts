import { describe, expect, it } from 'vitest';
import { readTurns } from './read-turns.ts';

describe('read turns', () => {
  it('runs at most the limit at once, the others in the order they asked', async () => {
    const turns = readTurns(2);
    const started: number[] = [];
    const releases = new Map<number, () => void>();
    const all = [1, 2, 3, 4].map(async (id) => {
      const release = await turns.take();
      started.push(id);
      releases.set(id, release);
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);
    expect(turns.counts).toEqual({ running: 2, waiting: 2 });

    releases.get(2)?.();
    releases.get(2)?.(); // a turn is given back once, however often it is released
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    expect(turns.counts).toEqual({ running: 2, waiting: 1 });

    releases.get(1)?.();
    await Promise.all(all);
    expect(started).toEqual([1, 2, 3, 4]);
    releases.get(3)?.();
    releases.get(4)?.();
    expect(turns.counts).toEqual({ running: 0, waiting: 0 });
  });
});
