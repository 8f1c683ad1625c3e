// The part of autocannon 9's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Request = { method?: string; path: string; headers?: Record<string, string> };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests per second across all connections. */
    overallRate?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  };
  type Result = {
    requests: { average: number; total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  type Instance = EventEmitter & Promise<Result>;

  function autocannon(options: Options): Instance;
  export default autocannon;
}
