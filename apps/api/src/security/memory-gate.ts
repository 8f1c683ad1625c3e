/** Runs a task once the memory it declares fits under the gate's budget. */
export type MemoryGate = <T>(bytes: number, task: () => Promise<T>) => Promise<T>;

/**
 * A gate that lets tasks run while the memory they declare adds up to at most `budget`
 * bytes; a task bigger than the whole budget runs alone. Tasks start in the order they came,
 * so a big one is never passed over for ever by small ones.
 */
export function createMemoryGate(budget: number): MemoryGate {
  let inUse = 0;
  let running = 0;
  const waiting: { bytes: number; start: () => void }[] = [];
  const startWhatFits = () => {
    for (let next = waiting[0]; next; next = waiting[0]) {
      if (running > 0 && inUse + next.bytes > budget) return;
      waiting.shift();
      inUse += next.bytes;
      running += 1;
      next.start();
    }
  };
  return async (bytes, task) => {
    await new Promise<void>((start) => {
      waiting.push({ bytes, start });
      startWhatFits();
    });
    try {
      return await task();
    } finally {
      inUse -= bytes;
      running -= 1;
      startWhatFits();
    }
  };
}
