/**
 * A statement on its own (`query`), or a whole transaction (`transaction`): inside a
 * transaction the engines' clients give no common place to time each statement.
 */
export type QueryKind = 'query' | 'transaction';

/** Told how long each query or transaction took, in seconds, failed ones included. */
export type QueryObserver = (kind: QueryKind, seconds: number) => void;

export type QueryTiming = {
  /** Runs `work`, telling the observers how long it took; without observers, runs it bare. */
  time<T>(kind: QueryKind, work: () => T): T;
  /** Adds an observer (the server's /metrics); resolves to a function that removes it. */
  observe(observer: QueryObserver): () => void;
};

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * Where every query of a `Database` handle is timed (db/client.ts wraps its engine's entry
 * points with `time`). Two clock reads per query while someone observes: far below a query's
 * own cost, even PGlite's fastest.
 */
export function createQueryTiming(): QueryTiming {
  const observers = new Set<QueryObserver>();
  const report = (kind: QueryKind, started: number) => {
    const seconds = (performance.now() - started) / 1000;
    for (const observer of observers) observer(kind, seconds);
  };
  return {
    time(kind, work) {
      if (observers.size === 0) return work();
      const started = performance.now();
      const result = work();
      if (isThenable(result)) {
        result.then(
          () => report(kind, started),
          () => report(kind, started),
        );
      } else {
        report(kind, started);
      }
      return result;
    },
    observe(observer) {
      observers.add(observer);
      return () => {
        observers.delete(observer);
      };
    },
  };
}
