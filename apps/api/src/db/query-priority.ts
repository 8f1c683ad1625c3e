import { AsyncLocalStorage } from 'node:async_hooks';

/** Longest a background query waits for interactive requests before it runs anyway. */
const maxWaitMs = 1_000;

type Waiter = { start: () => void; since: number };

/**
 * Interactive requests first on the embedded database. PGlite runs one query at a time on the
 * server's only thread and serves them in arrival order, so a person's dashboard, whose few
 * queries follow each other, would wait behind an expensive read's queries at each step
 * (for seconds). Queries issued inside `inBackground` (the expensive reads,
 * plugins/fair-reads.ts) run one at a time, each only while no interactive request is in
 * flight or once it has waited `maxWaitMs` (steady traffic cannot starve them). An interactive
 * request then waits at most for the one background query already running.
 */
export class QueryPriority {
  private readonly background = new AsyncLocalStorage<true>();
  private interactive = 0;
  private running = false;
  private readonly waiting: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  /** Background queries waiting for their turn (/metrics). */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Runs `work`, and every query it issues, at background priority. */
  inBackground<T>(work: () => T): T {
    return this.background.run(true, work);
  }

  /**
   * Runs `work` at interactive priority whatever called it: a request's hooks can run in the
   * context of the previous request on the same keep-alive connection, an expensive one.
   */
  inForeground<T>(work: () => T): T {
    return this.background.exit(work);
  }

  /** Counts an interactive request in flight; call the result once when it is done. */
  interactiveStarted(): () => void {
    this.interactive += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.interactive -= 1;
      this.next();
    };
  }

  /** Runs one query: at once, or for a background one, when its turn comes. */
  async run<T>(query: () => Promise<T>): Promise<T> {
    if (this.background.getStore() !== true) return query();
    await new Promise<void>((start) => {
      this.waiting.push({ start, since: performance.now() });
      this.next();
    });
    try {
      return await query();
    } finally {
      this.running = false;
      this.next();
    }
  }

  /**
   * Starts the oldest background query if it may run now, or checks again when it may. The
   * check waits for the event loop's next turn: a query blocks the thread while it runs, so
   * requests that arrived meanwhile are read (and counted) before the next one starts.
   */
  private next(): void {
    clearTimeout(this.timer);
    if (this.running || this.waiting.length === 0 || this.checking) return;
    this.checking = true;
    setImmediate(() => {
      this.checking = false;
      const first = this.waiting[0];
      if (this.running || !first) return;
      const waited = performance.now() - first.since;
      if (this.interactive > 0 && waited < maxWaitMs) {
        this.timer = setTimeout(() => this.next(), maxWaitMs - waited);
        return;
      }
      this.waiting.shift();
      this.running = true;
      first.start();
    });
  }
}
