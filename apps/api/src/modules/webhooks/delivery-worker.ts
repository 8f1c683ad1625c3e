import { stripeMappingSchema, type StripeMapping } from '@salesdash/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { ApiError } from '../../errors/api-error.ts';
import { createBackgroundRounds } from '../../operations/background-rounds.ts';
import type { UnitOfWork } from '../../realtime/unit-of-work.ts';
import { applyGenericEvent, parseGenericEvent, type ApplyServices } from './apply-generic.ts';
import { applyStripeEvent } from './apply-stripe.ts';
import { oneChangePerDelivery } from './one-change-per-delivery.ts';
import { UnmatchedDelivery, type DeliveryOutcome } from './unmatched-delivery.ts';
import { loggableError, type LoggableError } from '../../errors/loggable-error.ts';

/** A claimed delivery is left to its claimer this long (a crash mid-apply) before another tries. */
const leaseMs = 5 * 60_000;
const batchSize = 20;
/** Attempts of a delivery whose application failed unexpectedly (a race, an outage). */
const maxAttempts = 5;
/** How often pending deliveries are looked for besides the wakes after an intake. */
export const webhookPollMs = 10_000;

export type DeliveryWorker = {
  /** Starts applying what is pending; never throws. */
  wake(): void;
  /** Applies everything pending until nothing is; tests and replays await it. */
  flush(): Promise<void>;
  /** Starts no more rounds and waits for the one in progress (the server is closing). */
  close(): Promise<void>;
};

type StoredDelivery = {
  delivery_id: number;
  endpoint_id: string;
  organization_id: number;
  endpoint_type: 'generic' | 'stripe';
  mapping: unknown;
  auto_approve: boolean;
  body: unknown;
  attempts: number;
};

/** A failure as a given-up delivery's reason says it: what a log line says, in words. */
function describe(error: LoggableError): string {
  if (error.message !== undefined) return error.message;
  const names = [error.constraint, error.table, error.column].filter(Boolean).join(', ');
  return `a database error${error.code ? ` ${error.code}` : ''}${names ? ` (${names})` : ''}`;
}

/**
 * Applies stored deliveries through the services, one database transaction each (the records
 * it changes, their audit rows and its outcome commit together). Several instances may share
 * one PostgreSQL: a claim takes due rows `FOR UPDATE SKIP LOCKED` and leases them.
 */
export function createDeliveryWorker(
  database: Database,
  unitOfWork: UnitOfWork,
  services: ApplyServices,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  /** Each delivery's final outcome, once stored (`/metrics`). */
  onOutcome: (outcome: string) => void = () => undefined,
): DeliveryWorker {
  async function anythingDue(): Promise<boolean> {
    // A plain read first: the claim is a write, which costs more when nothing is due.
    const rows = await database.query(
      "SELECT 1 FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= now() LIMIT 1",
    );
    return rows.length > 0;
  }

  function claim(): Promise<{ delivery_id: number }[]> {
    return database.query<{ delivery_id: number }>(
      `WITH due AS (
         SELECT delivery_id FROM webhook_deliveries
         WHERE status = 'pending' AND next_attempt_at <= now()
         ORDER BY delivery_id LIMIT $1 FOR UPDATE SKIP LOCKED)
       UPDATE webhook_deliveries d
       SET attempts = d.attempts + 1,
           next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
       FROM due WHERE d.delivery_id = due.delivery_id
       RETURNING d.delivery_id`,
      [batchSize, leaseMs],
    );
  }

  async function finish(
    deliveryId: number,
    outcome: DeliveryOutcome | { status: string; reason: string },
  ) {
    const recordType = 'recordType' in outcome ? outcome.recordType : null;
    const recordId = 'recordId' in outcome ? outcome.recordId : null;
    await database.query(
      `UPDATE webhook_deliveries SET status = $2, reason = $3, record_type = $4, record_id = $5,
         finished_at = now() WHERE delivery_id = $1`,
      [deliveryId, outcome.status, outcome.reason, recordType, recordId],
    );
    onOutcome(outcome.status);
  }

  async function applyOne(deliveryId: number): Promise<void> {
    let attempts = 1;
    let applied: string | undefined;
    // What a log line names: ids only (the delivery's body and the failed SQL's parameters
    // hold customers' emails and names).
    const ids: { deliveryId: number; endpointId?: string; organizationId?: number } = {
      deliveryId,
    };
    try {
      await unitOfWork.run(async (work) => {
        const [delivery] = await rowsOf<StoredDelivery>(
          work.db,
          sql`SELECT d.delivery_id, d.endpoint_id::text AS endpoint_id, d.organization_id,
             e.type AS endpoint_type, e.mapping,
             e.auto_approve, d.body, d.attempts
           FROM webhook_deliveries d JOIN webhook_endpoints e ON e.endpoint_id = d.endpoint_id
           WHERE d.delivery_id = ${deliveryId} AND d.status = 'pending' FOR UPDATE OF d`,
        );
        if (!delivery) return;
        attempts = Number(delivery.attempts);
        ids.endpointId = delivery.endpoint_id;
        ids.organizationId = Number(delivery.organization_id);
        const view = oneChangePerDelivery(work);
        const outcome =
          delivery.endpoint_type === 'stripe'
            ? await applyStripeEvent(
                view.work,
                services,
                delivery.organization_id,
                {
                  mapping: stripeMappingSchema.parse(delivery.mapping) as StripeMapping,
                  autoApprove: delivery.auto_approve,
                },
                delivery.body,
              )
            : await applyGenericEvent(
                view.work,
                services,
                delivery.organization_id,
                parseGenericEvent(delivery.body),
              );
        view.publish();
        await work.db.execute(
          sql`UPDATE webhook_deliveries SET status = ${outcome.status}, reason = ${outcome.reason},
             record_type = ${outcome.recordType}, record_id = ${outcome.recordId},
             finished_at = now() WHERE delivery_id = ${deliveryId}`,
        );
        applied = outcome.status;
      });
      if (applied !== undefined) onOutcome(applied);
    } catch (error) {
      if (error instanceof UnmatchedDelivery) {
        await finish(deliveryId, { status: 'unmatched', reason: error.message });
      } else if (error instanceof ApiError && error.statusCode < 500) {
        await finish(deliveryId, { status: 'rejected', reason: error.message });
      } else if (attempts >= maxAttempts) {
        const err = loggableError(error);
        log.error({ ...ids, attempts, err }, 'webhook delivery given up');
        await finish(deliveryId, {
          status: 'rejected',
          reason: `failed ${attempts} times: ${describe(err)}`,
        });
      } else {
        // A lost race (two deliveries creating one external id) or an outage: soon again.
        log.warn(
          { ...ids, attempts, err: loggableError(error) },
          'webhook delivery failed; will retry',
        );
        await database.query(
          `UPDATE webhook_deliveries SET next_attempt_at = now() + make_interval(secs => $2)
           WHERE delivery_id = $1 AND status = 'pending'`,
          [deliveryId, attempts],
        );
      }
    }
  }

  const rounds = createBackgroundRounds(
    async () => {
      while (!rounds.closed && (await anythingDue())) {
        const claimed = await claim();
        if (claimed.length === 0) break;
        for (const { delivery_id } of claimed) if (!rounds.closed) await applyOne(delivery_id);
      }
    },
    (error) => log.error({ err: loggableError(error) }, 'webhook worker failed'),
  );

  return {
    wake() {
      void rounds.start();
    },
    flush: () => rounds.flush(),
    close: () => rounds.close(),
  };
}
