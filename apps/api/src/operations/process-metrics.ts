import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

/**
 * prom-client's default metrics (event-loop lag, heap, RSS, CPU, GC, handles), in a registry
 * made at the first scrape: they describe the process, not one app of it, and each collection
 * starts an event-loop monitor that runs until the process ends, so the test suite, which
 * builds hundreds of apps, must not start one per app.
 */
export function processMetricsRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
