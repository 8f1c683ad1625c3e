import {
  defaultStripeMapping,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointType,
  type WebhookEndpointWithSecret,
} from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';
import { isoInstant, rowsOf } from '../../db/rows-of.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { ApiError, fieldError, notFound } from '../../errors/api-error.ts';
import type { UnitOfWork } from '../../realtime/unit-of-work.ts';
import { createDeliveryWorker, webhookPollMs, type DeliveryWorker } from './delivery-worker.ts';
import {
  createSecretBox,
  newSigningSecret,
  rotationGraceMs,
  stripeSignatureProblem,
  verifyStandardWebhook,
  type SignedHeaders,
} from './endpoint-secrets.ts';
import { createIntakeLimits } from './intake-limits.ts';
import { createRefusedDeliveries } from './refused-deliveries.ts';
import { assertMappedProducts } from './mapped-products.ts';
import { readSignedBody } from './signed-body.ts';

/** The latest deliveries an admin sees per endpoint. */
export const deliveriesShown = 1000;

/** What `POST /api/hooks/{endpoint_id}` answers. */
export type Intake =
  { status: 200; duplicate: boolean } | { status: 401; problem: string } | { status: 404 };

export type WebhookService = {
  list(organizationId: number): Promise<WebhookEndpoint[]>;
  create(
    organizationId: number,
    request: CreateWebhookEndpointRequest,
  ): Promise<WebhookEndpointWithSecret>;
  update(
    organizationId: number,
    endpointId: string,
    change: UpdateWebhookEndpointRequest,
  ): Promise<WebhookEndpoint>;
  rotateSecret(organizationId: number, endpointId: string): Promise<WebhookEndpointWithSecret>;
  remove(organizationId: number, endpointId: string): Promise<{ endpoint_id: string }>;
  deliveries(organizationId: number, endpointId: string): Promise<WebhookDelivery[]>;
  /** Tries a rejected or unmatched delivery again (after a fix) and answers what became of it. */
  replay(organizationId: number, endpointId: string, deliveryId: number): Promise<WebhookDelivery>;
  /**
   * Verifies and stores a delivery (the outbox row commits before the answer); the worker
   * applies it after. A bad signature is stored without its body; a signed body that can
   * never apply (not JSON, nested too deep, a Stripe event without its id) is stored as
   * rejected without it.
   * @param clientAddress - where the request came from (`request.ip`): failed signatures are
   *   limited per address, verified deliveries per endpoint
   * @throws ApiError 429 past the endpoint's rate (verified) or the address's (failed)
   */
  receive(
    endpointId: string,
    raw: string,
    headers: SignedHeaders,
    clientAddress: string,
  ): Promise<Intake>;
  worker: DeliveryWorker;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    webhookService: WebhookService;
  }
}

type EndpointRow = {
  endpoint_id: string;
  organization_id: number;
  type: WebhookEndpointType;
  name: string;
  enabled: boolean;
  sealed_secret: string;
  sealed_previous_secret: string | null;
  previous_secret_expires_at: unknown;
  mapping: unknown;
  auto_approve: boolean;
  created_at: unknown;
  last_delivery_at: unknown;
};

type DeliveryRow = {
  delivery_id: number;
  message_id: string | null;
  event_type: string | null;
  status: WebhookDelivery['outcome'];
  reason: string | null;
  record_type: string | null;
  record_id: number | null;
  received_at: unknown;
  finished_at: unknown;
  has_body: boolean;
};

const endpointColumns = sql`e.endpoint_id::text AS endpoint_id, e.organization_id, e.type, e.name,
  e.enabled, e.sealed_secret, e.sealed_previous_secret, e.previous_secret_expires_at, e.mapping,
  e.auto_approve, e.created_at,
  (SELECT max(received_at) FROM webhook_deliveries d WHERE d.endpoint_id = e.endpoint_id)
    AS last_delivery_at`;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  const expires =
    row.previous_secret_expires_at == null ? null : isoInstant(row.previous_secret_expires_at);
  return {
    endpoint_id: row.endpoint_id,
    type: row.type,
    name: row.name,
    enabled: row.enabled,
    path: `/api/hooks/${row.endpoint_id}`,
    auto_approve: row.auto_approve,
    mapping:
      row.type === 'stripe'
        ? ({ ...defaultStripeMapping, ...(row.mapping as object) } as WebhookEndpoint['mapping'])
        : null,
    previous_secret_expires_at:
      expires !== null && expires > new Date().toISOString() ? expires : null,
    created_at: isoInstant(row.created_at),
    last_delivery_at: row.last_delivery_at == null ? null : isoInstant(row.last_delivery_at),
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    delivery_id: Number(row.delivery_id),
    message_id: row.message_id,
    event_type: row.event_type,
    outcome: row.status,
    reason: row.reason,
    record_type: row.record_type,
    record_id: row.record_id == null ? null : Number(row.record_id),
    received_at: isoInstant(row.received_at),
    finished_at: row.finished_at == null ? null : isoInstant(row.finished_at),
    replayable: row.has_body && (row.status === 'rejected' || row.status === 'unmatched'),
  };
}

const deliveryColumns = sql`delivery_id, message_id, event_type, status, reason, record_type,
  record_id, received_at, finished_at, body IS NOT NULL AS has_body`;

/** An endpoint's snapshot for the audit log: never a secret. */
const auditable = (endpoint: WebhookEndpoint) => ({ ...endpoint });

export type WebhookServiceOptions = {
  jwtSecret: string;
  ratePerMinute: number;
  log: Parameters<typeof createDeliveryWorker>[3];
  /** The services a delivery applies through (apply-generic.ts, apply-stripe.ts). */
  services: Parameters<typeof createDeliveryWorker>[2];
  /**
   * Every delivery counted by what became of it (`/metrics`): `received` (stored for the
   * worker), `repeat` (its id arrived before), `bad_signature`, then the worker's `applied`,
   * `duplicate`, `unmatched` or `rejected`.
   */
  onOutcome?: (outcome: string) => void;
};

/** Creates the webhook service: endpoints, the intake and the worker that applies deliveries. */
export function createWebhookService(
  database: Database,
  unitOfWork: UnitOfWork,
  options: WebhookServiceOptions,
): WebhookService {
  const box = createSecretBox(options.jwtSecret);
  const limits = createIntakeLimits(options.ratePerMinute);
  const refusedDeliveries = createRefusedDeliveries(database);
  const worker = createDeliveryWorker(
    database,
    unitOfWork,
    options.services,
    options.log,
    options.onOutcome,
  );

  async function load(db: Db, organizationId: number, endpointId: string, lock = false) {
    const [row] = await rowsOf<EndpointRow>(
      db,
      sql`SELECT ${endpointColumns} FROM webhook_endpoints e
        WHERE e.endpoint_id = ${endpointId} AND e.organization_id = ${organizationId}
        ${lock ? sql`FOR UPDATE` : sql``}`,
    );
    if (!row) throw notFound();
    return row;
  }

  async function loadDelivery(db: Db, deliveryId: number): Promise<WebhookDelivery> {
    const [row] = await rowsOf<DeliveryRow>(
      db,
      sql`SELECT ${deliveryColumns} FROM webhook_deliveries WHERE delivery_id = ${deliveryId}`,
    );
    if (!row) throw notFound();
    return toDelivery(row);
  }

  return {
    worker,

    async list(organizationId) {
      const rows = await rowsOf<EndpointRow>(
        database.db,
        sql`SELECT ${endpointColumns} FROM webhook_endpoints e
          WHERE e.organization_id = ${organizationId} ORDER BY e.created_at, e.endpoint_id`,
      );
      return rows.map(toEndpoint);
    },

    async create(organizationId, request) {
      const stripe = request.type === 'stripe';
      if (stripe && request.signing_secret === undefined) {
        throw fieldError(
          'signing_secret',
          'is required for a Stripe endpoint (whsec_… from Stripe)',
        );
      }
      for (const field of ['signing_secret', 'mapping', 'auto_approve'] as const) {
        if (!stripe && request[field] !== undefined) {
          throw fieldError(field, 'is for Stripe endpoints only');
        }
      }
      const secret = stripe ? (request.signing_secret as string) : newSigningSecret();
      return unitOfWork.run(async ({ db }) => {
        await assertMappedProducts(db, organizationId, request.mapping);
        const [row] = await rowsOf<{ id: string }>(
          db,
          sql`INSERT INTO webhook_endpoints (organization_id, type, name, enabled, sealed_secret,
              mapping, auto_approve)
            VALUES (${organizationId}, ${request.type}, ${request.name}, ${request.enabled ?? true},
              ${box.seal(secret)},
              ${stripe ? JSON.stringify(request.mapping ?? defaultStripeMapping) : null}::jsonb,
              ${request.auto_approve ?? false})
            RETURNING endpoint_id::text AS id`,
        );
        if (!row) throw new Error('the insert returned no endpoint');
        const endpoint = toEndpoint(await load(db, organizationId, row.id));
        await recordAudit(db, {
          organizationId,
          action: 'webhook_endpoint.created',
          entityType: 'webhook_endpoint',
          entityId: endpoint.endpoint_id,
          after: auditable(endpoint),
        });
        return { endpoint, secret: stripe ? null : secret };
      });
    },

    async update(organizationId, endpointId, change) {
      return unitOfWork.run(async ({ db }) => {
        const current = await load(db, organizationId, endpointId, true);
        if (current.type !== 'stripe') {
          for (const field of ['signing_secret', 'mapping', 'auto_approve'] as const) {
            if (change[field] !== undefined)
              throw fieldError(field, 'is for Stripe endpoints only');
          }
        }
        await assertMappedProducts(db, organizationId, change.mapping);
        const before = toEndpoint(current);
        const set = [
          change.name === undefined ? null : sql`name = ${change.name}`,
          change.enabled === undefined ? null : sql`enabled = ${change.enabled}`,
          change.signing_secret === undefined
            ? null
            : sql`sealed_secret = ${box.seal(change.signing_secret)}`,
          change.mapping === undefined
            ? null
            : sql`mapping = ${JSON.stringify(change.mapping)}::jsonb`,
          change.auto_approve === undefined ? null : sql`auto_approve = ${change.auto_approve}`,
          sql`updated_at = now()`,
        ].filter((part) => part !== null);
        await db.execute(
          sql`UPDATE webhook_endpoints SET ${sql.join(set, sql`, `)} WHERE endpoint_id = ${endpointId}`,
        );
        const after = toEndpoint(await load(db, organizationId, endpointId));
        await recordAudit(db, {
          organizationId,
          action: 'webhook_endpoint.updated',
          entityType: 'webhook_endpoint',
          entityId: endpointId,
          before: auditable(before),
          after: auditable(after),
        });
        return after;
      });
    },

    async rotateSecret(organizationId, endpointId) {
      return unitOfWork.run(async ({ db }) => {
        const current = await load(db, organizationId, endpointId, true);
        if (current.type !== 'generic') {
          throw new ApiError(
            409,
            'conflict',
            'A Stripe endpoint’s secret comes from Stripe: roll it there and save it here',
          );
        }
        const secret = newSigningSecret();
        await db.execute(
          sql`UPDATE webhook_endpoints SET sealed_previous_secret = sealed_secret,
              previous_secret_expires_at = now() + make_interval(secs => ${rotationGraceMs / 1000}),
              sealed_secret = ${box.seal(secret)}, updated_at = now()
            WHERE endpoint_id = ${endpointId}`,
        );
        const endpoint = toEndpoint(await load(db, organizationId, endpointId));
        await recordAudit(db, {
          organizationId,
          action: 'webhook_endpoint.secret_rotated',
          entityType: 'webhook_endpoint',
          entityId: endpointId,
          after: { previous_secret_expires_at: endpoint.previous_secret_expires_at },
        });
        return { endpoint, secret };
      });
    },

    async remove(organizationId, endpointId) {
      return unitOfWork.run(async ({ db }) => {
        const before = toEndpoint(await load(db, organizationId, endpointId, true));
        await recordAudit(db, {
          organizationId,
          action: 'webhook_endpoint.deleted',
          entityType: 'webhook_endpoint',
          entityId: endpointId,
          before: auditable(before),
        });
        await db.execute(sql`DELETE FROM webhook_endpoints WHERE endpoint_id = ${endpointId}`);
        return { endpoint_id: endpointId };
      });
    },

    async deliveries(organizationId, endpointId) {
      await load(database.db, organizationId, endpointId);
      const rows = await rowsOf<DeliveryRow>(
        database.db,
        sql`SELECT ${deliveryColumns} FROM webhook_deliveries WHERE endpoint_id = ${endpointId}
          ORDER BY delivery_id DESC LIMIT ${deliveriesShown}`,
      );
      return rows.map(toDelivery);
    },

    async replay(organizationId, endpointId, deliveryId) {
      await unitOfWork.run(async ({ db }) => {
        await load(db, organizationId, endpointId);
        const [row] = await rowsOf<DeliveryRow>(
          db,
          sql`SELECT ${deliveryColumns} FROM webhook_deliveries
            WHERE delivery_id = ${deliveryId} AND endpoint_id = ${endpointId} FOR UPDATE`,
        );
        if (!row) throw notFound();
        const before = toDelivery(row);
        if (!before.replayable) {
          throw new ApiError(
            409,
            'conflict',
            before.outcome === 'rejected' || before.outcome === 'unmatched'
              ? 'This delivery has no stored body (its signature failed): the sender must send it again'
              : `Only rejected or unmatched deliveries can be replayed; this one is ${before.outcome}`,
          );
        }
        await db.execute(
          sql`UPDATE webhook_deliveries SET status = 'pending', reason = NULL, attempts = 0,
              next_attempt_at = now(), finished_at = NULL WHERE delivery_id = ${deliveryId}`,
        );
        await recordAudit(db, {
          organizationId,
          action: 'webhook_delivery.replayed',
          entityType: 'webhook_endpoint',
          entityId: endpointId,
          before: { ...before },
        });
      });
      await worker.flush();
      return loadDelivery(database.db, deliveryId);
    },

    async receive(endpointId, raw, headers, clientAddress) {
      const [endpoint] = await rowsOf<EndpointRow>(
        database.db,
        sql`SELECT e.endpoint_id::text AS endpoint_id, e.organization_id, e.type, e.enabled,
            e.sealed_secret, e.sealed_previous_secret, e.previous_secret_expires_at > now()
              AS previous_secret_expires_at
          FROM webhook_endpoints e WHERE e.endpoint_id = ${endpointId}`,
      );
      if (!endpoint || !endpoint.enabled) return { status: 404 };
      // The signature is checked on the exact text before anything parses or stores it.
      let webhookId: string | null = null;
      let problem: string | null;
      if (endpoint.type === 'stripe') {
        problem = stripeSignatureProblem(raw, headers, box.open(endpoint.sealed_secret));
      } else {
        const secrets = [box.open(endpoint.sealed_secret)];
        if (endpoint.sealed_previous_secret && endpoint.previous_secret_expires_at === true) {
          secrets.push(box.open(endpoint.sealed_previous_secret));
        }
        const result = verifyStandardWebhook(raw, headers, secrets);
        problem = 'problem' in result ? result.problem : null;
        if ('messageId' in result) webhookId = result.messageId;
      }
      if (problem !== null) {
        // Counted against the sender's address, not the endpoint; past its rate nothing is
        // written. Nothing unsigned is kept: no body, no message id (the claim is unproven).
        await limits.refused(clientAddress);
        await refusedDeliveries.store(
          endpointId,
          endpoint.organization_id,
          `bad signature: ${problem}`,
        );
        options.onOutcome?.('bad_signature');
        return { status: 401, problem };
      }
      await limits.verified(endpointId);
      const read = readSignedBody(raw, endpoint.type, webhookId);
      const json = 'json' in read ? read.json : null;
      const [first] = await database.query<{ delivery_id: number }>(
        `INSERT INTO webhook_deliveries (endpoint_id, organization_id, message_id, event_type, body,
           status, reason, finished_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, CASE WHEN $6 = 'pending' THEN NULL ELSE now() END)
         ON CONFLICT (endpoint_id, message_id) WHERE replay_of IS NULL DO NOTHING
         RETURNING delivery_id`,
        [
          endpointId,
          endpoint.organization_id,
          read.messageId,
          read.eventType,
          json,
          json === null ? 'rejected' : 'pending',
          'refused' in read ? read.refused : null,
        ],
      );
      if (first) {
        options.onOutcome?.(json === null ? 'rejected' : 'received');
        if (json !== null) worker.wake();
        return { status: 200, duplicate: false };
      }
      await database.query(
        `INSERT INTO webhook_deliveries (endpoint_id, organization_id, message_id, event_type,
           status, reason, replay_of, finished_at)
         SELECT $1, $2, $3, $4, 'duplicate', 'this message arrived before (delivery ' || delivery_id || '): nothing changes',
           delivery_id, now()
         FROM webhook_deliveries WHERE endpoint_id = $1 AND message_id = $3 AND replay_of IS NULL`,
        [endpointId, endpoint.organization_id, read.messageId, read.eventType],
      );
      options.onOutcome?.('repeat');
      return { status: 200, duplicate: true };
    },
  };
}

/**
 * Decorates `webhookService`. Once migrated, a timer applies what is pending (deliveries left by
 * a restart, retries, another instance's leases that ran out); closing stops it and waits for a
 * round in progress, before the database closes.
 */
export const webhookServicePlugin = fp<{ jwtSecret: string }>(
  async (app, options) => {
    const service = createWebhookService(app.db, app.unitOfWork, {
      jwtSecret: options.jwtSecret,
      ratePerMinute: app.config.webhookRateLimitPerMinute,
      log: app.log,
      onOutcome: (outcome) => app.opsMetrics.webhookDelivery(outcome),
      services: {
        commission: app.commissionService,
        transactions: app.transactionService,
        appointments: app.appointmentService,
        outboundRecords: app.outboundRecordService,
      },
    });
    app.decorate('webhookService', service);
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    void app.readiness.whenReady().then(() => {
      if (closed) return;
      timer = setInterval(() => service.worker.wake(), webhookPollMs);
      timer.unref();
      service.worker.wake();
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await service.worker.close();
    });
  },
  {
    name: 'webhook-service',
    dependencies: [
      'db',
      'realtime',
      'commission-service',
      'transaction-service',
      'appointment-service',
      'outbound-record-service',
    ],
  },
);
