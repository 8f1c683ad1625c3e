import type { FastifyInstance } from 'fastify';

/** What a watch saw: the longest wait for `/health/live`, and answers other than 200. */
export type LivenessReport = { worstGapMs: number; failures: number };

/**
 * Asks `GET /health/live` every `everyMs` until stopped, keeping the longest time between two
 * answers (and from the start and to the stop). Inside one process, a request that blocks the
 * event loop delays every tick, so the worst gap is how long the server stopped answering
 * everyone else.
 * @param app - the app under test
 * @param everyMs - how often to ask
 */
export function watchLiveness(
  app: Pick<FastifyInstance, 'inject'>,
  everyMs = 100,
): { stop(): Promise<LivenessReport> } {
  let worstGapMs = 0;
  let failures = 0;
  let last = performance.now();
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const answer = app.inject({ method: 'GET', url: '/health/live' }).then(
      (response) => {
        const now = performance.now();
        worstGapMs = Math.max(worstGapMs, now - last);
        last = now;
        if (response.statusCode !== 200) failures += 1;
      },
      () => {
        failures += 1;
      },
    );
    inFlight.add(answer);
    void answer.finally(() => inFlight.delete(answer));
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      worstGapMs = Math.max(worstGapMs, performance.now() - last);
      return { worstGapMs, failures };
    },
  };
}
