import { describe, expect, it } from 'vitest';
import { createMemoryGate } from './memory-gate.ts';

/** Runs tasks of the given sizes through one gate at once; returns their start order and the peak. */
async function runAll(budget: number, sizes: number[]) {
  const gate = createMemoryGate(budget);
  let inUse = 0;
  let peak = 0;
  const started: number[] = [];
  const releases: (() => void)[] = [];
  const runs = sizes.map((bytes, index) =>
    gate(bytes, async () => {
      started.push(index);
      inUse += bytes;
      peak = Math.max(peak, inUse);
      await new Promise<void>((release) => releases.push(release));
      inUse -= bytes;
    }),
  );
  // Finish the running tasks one at a time, oldest first, until all have run.
  while (started.length < sizes.length || releases.length > 0) {
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()?.();
  }
  await Promise.all(runs);
  return { started, peak };
}

describe('createMemoryGate', () => {
  it.each([
    ['one at a time when each takes the whole budget', 128, [128, 128, 128], 128],
    ['two at a time when two fit', 256, [128, 128, 128, 128], 256],
    ['a task bigger than the budget alone', 128, [64, 512, 64], 512],
    ['small ones together', 100, [10, 20, 30, 40], 100],
  ])('%s', async (_, budget, sizes, peak) => {
    const result = await runAll(budget, sizes);
    expect(result.peak).toBe(peak);
    expect(result.started).toEqual(sizes.map((__, index) => index));
  });

  it('keeps the order: a big task waiting holds back the small ones behind it', async () => {
    const result = await runAll(100, [60, 80, 10]);
    expect(result.started).toEqual([0, 1, 2]);
    expect(result.peak).toBe(90);
  });

  it('frees the memory of a task that fails', async () => {
    const gate = createMemoryGate(10);
    await expect(gate(10, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate(10, async () => 'ran')).resolves.toBe('ran');
  });
});
