import { readFile } from 'node:fs/promises';

/** What a watch saw: how long `/health/live` took at worst and the server's largest RSS. */
export type ServerWatch = {
  /** `/health/live` round trips in ms, one every 100 ms. */
  liveMs: number[];
  /** The largest resident set of the server process, in MB (null without a pid). */
  peakRssMb: number | null;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The resident set of process `pid` in MB, from Linux's /proc (null when unreadable). */
async function rssMb(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kb = status && /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : null;
}

/**
 * Watches the server as an orchestrator's liveness probe and the machine's memory would until
 * `until` (a `performance.now()` time, or a signal that aborts): `/health/live` every 100 ms (a probe that waits long restarts a healthy server) and
 * the process's RSS every 100 ms. A request that fails counts as the time it took to fail.
 * @param base - the server's base URL
 * @param pid - the server's process id, for its RSS (measured only on Linux)
 */
export async function watchServer(
  base: string,
  pid: number | undefined,
  until: number | AbortSignal,
): Promise<ServerWatch> {
  const liveMs: number[] = [];
  let peakRssMb: number | null = null;
  const watching = () => (typeof until === 'number' ? performance.now() < until : !until.aborted);
  while (watching()) {
    const started = performance.now();
    await fetch(`${base}/health/live`)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
    liveMs.push(performance.now() - started);
    if (pid !== undefined) {
      const rss = await rssMb(pid);
      if (rss !== null) peakRssMb = Math.max(peakRssMb ?? 0, rss);
    }
    await sleep(100);
  }
  return { liveMs, peakRssMb };
}
