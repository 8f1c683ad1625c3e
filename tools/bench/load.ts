import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { summarize, type Summary } from './summarize.ts';

export type LoadOptions = {
  baseUrl: string;
  /** GET requests sent in turn by every connection. */
  requests: { path: string; headers: Record<string, string> }[];
  connections: number;
  durationSeconds: number;
  /** A steady total rate (requests per second) instead of as fast as the server answers. */
  overallRate?: number;
  /** The server's process id, whose resident memory is sampled during the run. */
  serverPid: number | undefined;
};

export type LoadResult = {
  requestsPerSecond: number;
  total: number;
  /** Connection errors (timeouts included) and answers other than 2xx. */
  errors: number;
  /** Answers by status code, and `error` for requests that got none. */
  statuses: Record<string, number>;
  latency: Summary;
  /** Peak resident memory of the server during the run, in MB (Linux /proc), or null. */
  serverRssMb: number | null;
};

/** The resident memory of process `pid` in MB (Linux /proc), or null. */
export function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Drives the paths with autocannon over loopback. Latency percentiles come from every
 * response's own time (autocannon's summary has no p95).
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const samples: number[] = [];
  let peakRss = rssMb(options.serverPid);
  const sampler = setInterval(() => {
    const now = rssMb(options.serverPid);
    if (now !== null) peakRss = Math.max(peakRss ?? 0, now);
  }, 250);
  try {
    const instance = autocannon({
      url: options.baseUrl,
      connections: options.connections,
      duration: options.durationSeconds,
      ...(options.overallRate ? { overallRate: options.overallRate } : {}),
      requests: options.requests.map((request) => ({ method: 'GET', ...request })),
    });
    const statuses: Record<string, number> = {};
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      samples.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
    instance.on('reqError', () => {
      statuses['error'] = (statuses['error'] ?? 0) + 1;
    });
    const result = await instance;
    return {
      requestsPerSecond: result.requests.total / result.duration,
      total: result.requests.total,
      errors: result.errors + result.non2xx,
      statuses,
      latency: summarize(samples),
      serverRssMb: peakRss,
    };
  } finally {
    clearInterval(sampler);
  }
}
