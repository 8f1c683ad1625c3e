import type { Database } from '../../db/client.ts';

/** Deliveries refused for their signature kept per endpoint; older ones are pruned. */
export const refusedDeliveriesKept = 1000;

/** The least time between two prunes of one endpoint's refused deliveries, per instance. */
export const refusedPruneEveryMs = 60_000;

export type RefusedDeliveries = {
  /**
   * Stores a delivery refused for its signature: no body, no message id (nothing unsigned is
   * kept), its reason. Then, at most once a minute per endpoint, deletes that endpoint's
   * refused deliveries older than its newest {@link refusedDeliveriesKept}.
   */
  store(endpointId: string, organizationId: number, reason: string): Promise<void>;
};

/**
 * Keeps what unsigned junk leaves bounded. Only rows with neither a body nor a message id are
 * pruned: a failed signature's (and a signed Stripe body that could not be read, which has no
 * id either); a delivery with a body can be replayed and is never pruned, and a verified one
 * keeps its message id, which later repeats are recognized by.
 *
 * Pruned on insert rather than by a timer: it costs nothing while no junk comes, and an
 * endpoint under attack is pruned as it fills. The prune walks the endpoint's deliveries
 * through its (endpoint, delivery) index, so it runs at most once a minute per endpoint
 * instead of on every insert (docs/decisions/0063-webhook-intake-under-attack.md).
 */
export function createRefusedDeliveries(
  database: Database,
  now: () => number = Date.now,
): RefusedDeliveries {
  const lastPrunedAt = new Map<string, number>();

  const prune = (endpointId: string) =>
    database.query(
      `DELETE FROM webhook_deliveries
       WHERE endpoint_id = $1 AND status = 'rejected' AND body IS NULL AND message_id IS NULL
         AND delivery_id < (
           SELECT min(delivery_id) FROM (
             SELECT delivery_id FROM webhook_deliveries
             WHERE endpoint_id = $1 AND status = 'rejected' AND body IS NULL
               AND message_id IS NULL
             ORDER BY delivery_id DESC LIMIT $2) AS newest)`,
      [endpointId, refusedDeliveriesKept],
    );

  return {
    async store(endpointId, organizationId, reason) {
      await database.query(
        `INSERT INTO webhook_deliveries (endpoint_id, organization_id, status, reason, finished_at)
         VALUES ($1, $2, 'rejected', $3, now())`,
        [endpointId, organizationId, reason.slice(0, 300)],
      );
      const at = now();
      if (at - (lastPrunedAt.get(endpointId) ?? -Infinity) < refusedPruneEveryMs) return;
      lastPrunedAt.set(endpointId, at);
      // Endpoints deleted since stay in the map only until the next sweep of stale entries.
      if (lastPrunedAt.size > 10_000) {
        for (const [id, when] of lastPrunedAt) {
          if (at - when >= refusedPruneEveryMs) lastPrunedAt.delete(id);
        }
      }
      await prune(endpointId);
    },
  };
}
