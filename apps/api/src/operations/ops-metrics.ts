import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.ts';
import type { QueryKind } from '../db/query-timing.ts';
import type { ReadinessPhase } from './readiness.ts';

/** Why a sign-in was refused: a wrong email or password, a deactivated account, too many tries. */
export type SignInFailure = 'invalid-credential' | 'user-disabled' | 'throttled';

const signInFailures: readonly SignInFailure[] = [
  'invalid-credential',
  'user-disabled',
  'throttled',
];

const webhookOutcomes: readonly string[] = [
  'received',
  'repeat',
  'bad_signature',
  'applied',
  'duplicate',
  'unmatched',
  'rejected',
];

/** The route label of a request no route matched (the SPA's pages, 404s). */
export const unmatchedRoute = '(unmatched)';

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** One answered request, as the HTTP hook sees it. */
export type AnsweredRequest = {
  method: string;
  /** The route's pattern (`/api/users/:id`), never the URL: tokens travel in URLs. */
  route: string | undefined;
  statusCode: number;
  seconds: number;
};

export type OpsMetrics = {
  /** The instance's own metrics; the process's (heap, event loop) are in process-metrics.ts. */
  registry: Registry;
  observeRequest(request: AnsweredRequest): void;
  observeQuery(kind: QueryKind, seconds: number): void;
  signInFailed(reason: SignInFailure): void;
  /**
   * A webhook delivery's fate: at intake `received`, `repeat` or `bad_signature` (and `rejected`
   * for a body that is no JSON), then the worker's `applied`, `duplicate`, `unmatched` or
   * `rejected`.
   */
  webhookDelivery(outcome: string): void;
  /** Rows a spreadsheet import's chunk landed, by outcome (created, updated, duplicate, rejected). */
  importRows(outcome: ImportRowLanded, rows: number): void;
  /** A backup ended: asked for (`npm run backup`) or on the BACKUP_EVERY schedule. */
  backupFinished(trigger: BackupTrigger, outcome: BackupOutcome, bytes: number): void;
};

export type ImportRowLanded = 'created' | 'updated' | 'duplicate' | 'rejected';
const importRowOutcomes: readonly ImportRowLanded[] = [
  'created',
  'updated',
  'duplicate',
  'rejected',
];

export type BackupTrigger = 'request' | 'schedule';
/** Skipped: the schedule found another backup still running. */
export type BackupOutcome = 'written' | 'failed' | 'skipped';

/** What the gauges read at each scrape. */
export type OpsMetricsSources = {
  phase(): ReadinessPhase;
  poolStats(): PoolStats | undefined;
  openSockets(): number;
};

/**
 * The server's metrics in a registry of its own: tests build hundreds of apps in one process,
 * and prom-client's global registry refuses a second metric of a name. Names carry the
 * `salesdash_` prefix; the histograms' `_count` series are the request and query counts.
 * Webhook and import outcomes are counters beside these.
 */
export function createOpsMetrics(sources: OpsMetricsSources): OpsMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requestSeconds = new Histogram({
    name: 'salesdash_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const rateLimited = new Counter({
    name: 'salesdash_http_rate_limited_total',
    help: 'Requests answered 429 (the global limit, sign-in and reset limits, busy expensive reads)',
    labelNames: ['route'],
    registers,
  });
  const signIns = new Counter({
    name: 'salesdash_sign_in_failures_total',
    help: 'Refused sign-ins, by reason',
    labelNames: ['reason'],
    registers,
  });
  // Zero from the start: `increase()` over a series that appears with its first failure misses it.
  for (const reason of signInFailures) signIns.inc({ reason }, 0);
  const querySeconds = new Histogram({
    name: 'salesdash_db_query_duration_seconds',
    help: 'Time of a database query outside a transaction, or of a whole transaction',
    labelNames: ['kind'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  new Gauge({
    name: 'salesdash_db_pool_connections',
    help: 'PostgreSQL pool connections, by state (total, idle); absent on the embedded engine',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = sources.poolStats();
      if (stats?.total !== undefined) this.set({ state: 'total' }, stats.total);
      if (stats?.idle !== undefined) this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'salesdash_db_pool_waiting',
    help: 'Queries waiting for a pool connection (PostgreSQL) or for their turn as background reads (embedded)',
    registers,
    collect() {
      this.set(sources.poolStats()?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'salesdash_sockets_open',
    help: 'Open realtime (socket.io) connections',
    registers,
    collect() {
      this.set(sources.openSockets());
    },
  });
  new Gauge({
    name: 'salesdash_ready',
    help: '1 once migrations are done and until a shutdown drains, else 0 (the database is checked by /health/ready only)',
    registers,
    collect() {
      this.set(sources.phase() === 'ready' ? 1 : 0);
    },
  });
  const webhookDeliveries = new Counter({
    name: 'salesdash_webhook_deliveries_total',
    help: 'Webhook deliveries by outcome: at intake received, repeat, bad_signature; applied by the worker as applied, duplicate, unmatched or rejected',
    labelNames: ['outcome'],
    registers,
  });
  for (const outcome of webhookOutcomes) webhookDeliveries.inc({ outcome }, 0);
  const importRows = new Counter({
    name: 'salesdash_import_rows_total',
    help: 'Rows of spreadsheet imports committed, by outcome: created, updated, duplicate (skipped) or rejected',
    labelNames: ['outcome'],
    registers,
  });
  for (const outcome of importRowOutcomes) importRows.inc({ outcome }, 0);
  const backups = new Counter({
    name: 'salesdash_backups_total',
    help: 'Backups by trigger (request: npm run backup; schedule: BACKUP_EVERY) and outcome',
    labelNames: ['trigger', 'outcome'],
    registers,
  });
  for (const trigger of ['request', 'schedule'])
    for (const outcome of ['written', 'failed']) backups.inc({ trigger, outcome }, 0);
  const lastBackup = new Gauge({
    name: 'salesdash_backup_last_success_timestamp_seconds',
    help: 'When the last backup was written in full (Unix time); 0 until one was',
    registers,
  });
  const lastBackupBytes = new Gauge({
    name: 'salesdash_backup_last_size_bytes',
    help: 'Size of the last backup written in full',
    registers,
  });
  const queries = {
    query: querySeconds.labels('query'),
    transaction: querySeconds.labels('transaction'),
  };

  return {
    registry,
    observeRequest({ method, route, statusCode, seconds }) {
      const routeLabel = route ?? unmatchedRoute;
      requestSeconds.observe(
        {
          method: knownMethods.has(method) ? method : 'OTHER',
          route: routeLabel,
          status_class: `${Math.floor(statusCode / 100)}xx`,
        },
        seconds,
      );
      if (statusCode === 429) rateLimited.inc({ route: routeLabel });
    },
    observeQuery(kind, seconds) {
      queries[kind].observe(seconds);
    },
    signInFailed(reason) {
      signIns.inc({ reason });
    },
    webhookDelivery(outcome) {
      // Only the known outcomes: a label's values must stay few.
      if (webhookOutcomes.includes(outcome)) webhookDeliveries.inc({ outcome });
    },
    importRows(outcome, rows) {
      if (rows > 0) importRows.inc({ outcome }, rows);
    },
    backupFinished(trigger, outcome, bytes) {
      backups.inc({ trigger, outcome });
      if (outcome !== 'written') return;
      lastBackup.set(Date.now() / 1000);
      lastBackupBytes.set(bytes);
    },
  };
}
