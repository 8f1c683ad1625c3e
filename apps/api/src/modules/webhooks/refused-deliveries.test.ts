import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../testing/build-test-app.ts';
import {
  createRefusedDeliveries,
  refusedDeliveriesKept,
  refusedPruneEveryMs,
} from './refused-deliveries.ts';

let database: Database;
let organizationId: number;
let endpointId: string;

const one = async <T>(text: string, params: unknown[] = []): Promise<T> => {
  const [row] = await database.query<T>(text, params);
  if (!row) throw new Error(`no row from ${text}`);
  return row;
};

const countOf = async (where: string) =>
  (
    await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1 AND ${where}`,
      [endpointId],
    )
  ).n;

const refused = "status = 'rejected' AND body IS NULL AND message_id IS NULL";

beforeAll(async () => {
  database = await openTestDatabase();
  organizationId = (
    await one<{ id: number }>(
      "INSERT INTO organizations (name) VALUES ('Prune Org') RETURNING organization_id AS id",
    )
  ).id;
  endpointId = (
    await one<{ id: string }>(
      `INSERT INTO webhook_endpoints (organization_id, type, name, sealed_secret)
       VALUES ($1, 'generic', 'CRM', 'sealed') RETURNING endpoint_id::text AS id`,
      [organizationId],
    )
  ).id;
}, 60_000);

afterAll(async () => {
  await database.close();
});

describe('deliveries refused for their signature', () => {
  it('keeps the newest 1,000 per endpoint and never prunes a replayable or verified one', async () => {
    // Oldest first: two replayable deliveries (a body), a verified one rejected without a
    // body (it keeps its message id), then 1,100 refused for their signature.
    await database.query(
      `INSERT INTO webhook_deliveries (endpoint_id, organization_id, message_id, body, status, reason)
       VALUES ($1, $2, 'msg_a', '{"type":"x"}', 'rejected', 'data.external_id: is required'),
              ($1, $2, 'msg_b', '{"type":"x"}', 'unmatched', 'no active person'),
              ($1, $2, 'msg_c', NULL, 'rejected', 'the body is not JSON')`,
      [endpointId, organizationId],
    );
    await database.query(
      `INSERT INTO webhook_deliveries (endpoint_id, organization_id, status, reason)
       SELECT $1, $2, 'rejected', 'bad signature: No matching signature found'
       FROM generate_series(1, 1100)`,
      [endpointId, organizationId],
    );
    let clock = 1_000_000;
    const deliveries = createRefusedDeliveries(database, () => clock);
    await deliveries.store(endpointId, organizationId, 'bad signature: Missing required headers');
    expect(await countOf(refused)).toBe(refusedDeliveriesKept);
    expect(await countOf("reason = 'bad signature: Missing required headers'")).toBe(1);
    expect(await countOf('message_id IS NOT NULL')).toBe(3);

    // Within the minute another refusal is stored but not pruned; after it, pruned again.
    clock += refusedPruneEveryMs - 1;
    await deliveries.store(endpointId, organizationId, 'bad signature: again');
    expect(await countOf(refused)).toBe(refusedDeliveriesKept + 1);
    clock += 1;
    await deliveries.store(endpointId, organizationId, 'bad signature: once more');
    expect(await countOf(refused)).toBe(refusedDeliveriesKept);
    expect(await countOf("reason = 'bad signature: once more'")).toBe(1);
    expect(await countOf('message_id IS NOT NULL')).toBe(3);
  });
});
