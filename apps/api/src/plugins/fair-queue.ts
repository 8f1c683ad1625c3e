export type FairQueueOptions = {
  /**
   * Expensive reads working at once over every caller. The embedded database runs one query
   * at a time on the server's only thread, so each one more in flight is one more query a
   * cheap request (someone's own dashboard) may wait behind.
   */
  concurrency: number;
  /** One caller's reads in flight at once: what its own first screen fans out (`/team`: 4). */
  perCaller: number;
  /** One caller's reads waiting beyond those; past it they are refused. */
  queueLength: number;
};

/** One request's place: its turn, and how it gives its slots back. */
export type FairTicket = {
  /** Settles when the request may run; rejects when it left the queue first. */
  readonly turn: Promise<void>;
  /**
   * The request's own work is done (its answer is written, or a download's first rows are
   * read): the shared slot goes to the next caller, the caller's own stays taken.
   */
  finish(): void;
  /** Gives every slot back, or leaves the queue while still waiting. Idempotent. */
  leave(): void;
};

type Waiter = { start: () => void; cancel: () => void };

type Caller = {
  /** Requests that started and have not left: each holds one of the caller's own slots. */
  inFlight: number;
  waiting: Waiter[];
  /** When this caller's last request started (a count of starts); 0 before its first. */
  lastTurn: number;
};

/**
 * Fair turns for expensive reads: each caller (a person, a share link) has its own queue, and
 * a free slot goes to the caller served longest ago that has a request waiting and fewer than
 * `perCaller` in flight, so one caller's burst never waits in front of everyone else's. A
 * caller holding `perCaller + queueLength` requests is refused (`enter` returns null).
 */
export class FairQueue {
  private running = 0;
  private starts = 0;
  private readonly callers = new Map<string, Caller>();

  constructor(private readonly options: FairQueueOptions) {}

  /** Requests working on a shared slot now (for tests and the bench). */
  get active(): number {
    return this.running;
  }

  /**
   * Queues a request of `key`; null when that caller already holds as many as it may.
   * @param key - who asks: `user:<id>`, `share:<id>`, …
   */
  enter(key: string): FairTicket | null {
    const caller = this.callers.get(key) ?? { inFlight: 0, waiting: [], lastTurn: 0 };
    if (
      caller.inFlight + caller.waiting.length >=
      this.options.perCaller + this.options.queueLength
    ) {
      return null;
    }
    this.callers.set(key, caller);
    let state: 'waiting' | 'working' | 'finished' | 'left' = 'waiting';
    let waiter!: Waiter;
    const turn = new Promise<void>((resolve, reject) => {
      waiter = {
        start: () => {
          state = 'working';
          resolve();
        },
        cancel: () => reject(new Error('left the queue before its turn')),
      };
    });
    // A request that leaves before its turn has nobody awaiting its rejection but the hook.
    turn.catch(() => undefined);
    caller.waiting.push(waiter);
    this.dispatch();

    const finish = () => {
      if (state !== 'working') return;
      state = 'finished';
      this.running -= 1;
      this.dispatch();
    };
    return {
      turn,
      finish,
      leave: () => {
        if (state === 'left') return;
        if (state === 'waiting') {
          caller.waiting.splice(caller.waiting.indexOf(waiter), 1);
          waiter.cancel();
        } else {
          finish();
          caller.inFlight -= 1;
        }
        state = 'left';
        this.forgetIfIdle(key, caller);
        this.dispatch();
      },
    };
  }

  /** Starts waiting requests while shared slots are free, the caller served longest ago first. */
  private dispatch(): void {
    while (this.running < this.options.concurrency) {
      let next: Caller | undefined;
      for (const caller of this.callers.values()) {
        const eligible = caller.waiting.length > 0 && caller.inFlight < this.options.perCaller;
        if (eligible && (next === undefined || caller.lastTurn < next.lastTurn)) next = caller;
      }
      if (next === undefined) return;
      const waiter = next.waiting.shift() as Waiter;
      this.starts += 1;
      next.lastTurn = this.starts;
      next.inFlight += 1;
      this.running += 1;
      waiter.start();
    }
  }

  private forgetIfIdle(key: string, caller: Caller): void {
    if (caller.inFlight === 0 && caller.waiting.length === 0) this.callers.delete(key);
  }
}
