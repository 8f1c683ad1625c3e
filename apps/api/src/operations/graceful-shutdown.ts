import type { FastifyInstance as App } from 'fastify';

/**
 * After the timeout has closed the last requests' connections, how long closing the sockets
 * and the database may still take before the process exits anyway.
 */
const closeGraceMs = 5_000;

/**
 * The same signal again within this long is one request delivered twice (a supervisor that
 * signals the whole process group while `npm start` passes it on too), not an operator's
 * second.
 */
const duplicateSignalMs = 1_000;

export type ShutdownOptions = {
  /** How long requests in flight may take to finish (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /** `process.exit`, replaced in tests. */
  exit?: (code: number) => void;
  /** Where the signals come from: `process`, replaced in tests. */
  signals?: Pick<NodeJS.Process, 'on'>;
};

/** Resolves once the logger has written what it holds (pino's `flush`, when it has one). */
function flushLogs(app: App): Promise<void> {
  const log = app.log as { flush?: (done?: (error?: Error) => void) => void };
  if (typeof log.flush !== 'function') return Promise.resolve();
  return new Promise((resolve) => log.flush?.(() => resolve()));
}

/**
 * Stops the server the way a load balancer expects: readiness fails at once, no new connection
 * is accepted, sockets are told to go (the web client comes back to whichever instance answers),
 * requests in flight finish for up to `timeoutMs` (then their connections are closed), the
 * database closes (PGlite writes its last pages, a PostgreSQL pool ends its connections) and
 * the logs are flushed. Resolves true when all of it finished, false when it was cut short.
 */
export async function drainAndClose(app: App, timeoutMs: number): Promise<boolean> {
  app.readiness.markDraining();
  // A request whose bytes were already waiting when the signal came is read first (libuv
  // polls sockets and signals together): closing idle connections before that would reset it.
  await new Promise((resolve) => setImmediate(resolve));
  let finished = true;
  const cutOff = setTimeout(() => {
    finished = false;
    app.log.warn({ timeoutMs }, 'shutdown: requests still running; closing their connections');
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
    app.log.info({ finished }, 'shut down');
  } finally {
    clearTimeout(cutOff);
    await flushLogs(app);
  }
  return finished;
}

/**
 * SIGTERM or SIGINT drains and closes the server (`drainAndClose`), then exits 0; a failure
 * while closing, or closing that outlasts the timeout by 5 s, exits 1. A second signal exits 1
 * at once: the operator does not want to wait.
 */
export function exitOnSignals(app: App, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const signals = options.signals ?? process;
  let first: { signal: NodeJS.Signals; at: number } | undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (first) {
      if (signal === first.signal && Date.now() - first.at < duplicateSignalMs) return;
      app.log.warn({ signal }, 'shutdown: second signal, exiting now');
      exit(1);
      return;
    }
    first = { signal, at: Date.now() };
    app.log.info(
      { signal, timeoutMs: options.timeoutMs },
      'shutting down: draining, finishing requests in flight',
    );
    const hardStop = setTimeout(() => {
      app.log.error('shutdown: closing took too long, exiting');
      exit(1);
    }, options.timeoutMs + closeGraceMs);
    hardStop.unref();
    drainAndClose(app, options.timeoutMs).then(
      () => {
        clearTimeout(hardStop);
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(hardStop);
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  signals.on('SIGTERM', stop);
  signals.on('SIGINT', stop);
}
