import { createMemoryGate } from './memory-gate.ts';

/** Runs a task once a slot is free; its promise settles as the task's does. */
export type LimitedRunner = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most `max` tasks at once; the others wait in the order they came and start as slots free
 * up, whether the task before them succeeded or failed. The memory gate's queue, each task
 * counting one.
 * @param max - how many tasks may run at the same time (at least 1)
 */
export function concurrencyLimit(max: number): LimitedRunner {
  const gate = createMemoryGate(max);
  return (task) => gate(1, task);
}
