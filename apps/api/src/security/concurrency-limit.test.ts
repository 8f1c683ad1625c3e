import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

/** A task that runs until the test ends it, counting how many run at once. */
function gate() {
  let now = 0;
  let most = 0;
  const order: number[] = [];
  const ends: (() => void)[] = [];
  const task =
    (id: number, fail = false) =>
    async () => {
      now += 1;
      most = Math.max(most, now);
      order.push(id);
      await new Promise<void>((resolve) => ends.push(resolve));
      now -= 1;
      if (fail) throw new Error(`task ${id} failed`);
      return id;
    };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { task, ends, settle, running: () => now, most: () => most, order };
}

describe('concurrencyLimit', () => {
  it('never runs more than 2 at once, starts the rest in order, and frees a slot on failure', async () => {
    const limit = concurrencyLimit(2);
    const g = gate();
    const results = [1, 2, 3, 4, 5, 6].map((id) =>
      limit(g.task(id, id === 1)).then(
        (value) => `ok ${value}`,
        (error: Error) => error.message,
      ),
    );
    for (let round = 0; round < 6; round += 1) {
      await g.settle();
      expect(g.running()).toBeLessThanOrEqual(2);
      // End the task that started first and is still running (a failure among them).
      g.ends.shift()?.();
      // One arriving later waits behind those already waiting.
      if (round === 2) results.push(limit(g.task(7)).then((value) => `ok ${value}`));
    }
    while (g.ends.length > 0) {
      await g.settle();
      g.ends.shift()?.();
    }
    expect(await Promise.all(results)).toEqual([
      'task 1 failed',
      'ok 2',
      'ok 3',
      'ok 4',
      'ok 5',
      'ok 6',
      'ok 7',
    ]);
    expect(g.most()).toBe(2);
    expect(g.order).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('runs a task at once while a slot is free', async () => {
    const limit = concurrencyLimit(2);
    expect(await limit(async () => 'now')).toBe('now');
    expect(await Promise.all([limit(async () => 1), limit(async () => 2)])).toEqual([1, 2]);
  });
});
