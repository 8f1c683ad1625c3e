import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { createGenericEndpoint, standardWebhookHeaders } from '../../testing/generic-webhooks.ts';

/*
 * What the worker logs when a delivery fails on a database error: ids and the error's code and
 * constraint, never the failed SQL's parameters (the customer's email and name), one line per
 * attempt. The failure is a real one: a CHECK constraint this file adds (and drops) refuses
 * the customer's deal.
 */

let t: TestApp;
let admin: TestUser;
let closer: TestUser;
let endpointId: string;
let secret: string;
const customerEmail = 'leaky.customer@example.test';
const customerName = 'Lee Leaky-Customer';
const constraint = 'transactions_test_refuses_this_customer';

beforeAll(async () => {
  t = await buildTestApp({}, { captureLogs: true });
  admin = await t.createUser({ access: 2 });
  closer = await t.createUser();
  await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Course') RETURNING product_id AS id",
    [admin.organizationId],
  );
  ({ endpointId, secret } = await createGenericEndpoint(t, admin));
  await t.database.query(
    `ALTER TABLE transactions ADD CONSTRAINT ${constraint}
       CHECK (customer_email <> '${customerEmail}') NOT VALID`,
  );
}, 60_000);

afterAll(async () => {
  await t.database.query(`ALTER TABLE transactions DROP CONSTRAINT IF EXISTS ${constraint}`);
  await t.close();
});

describe('a delivery failing on a database error', () => {
  it('logs ids and the constraint once per attempt, never the customer’s email or name', async () => {
    const body = JSON.stringify({
      type: 'transaction.upserted',
      data: {
        external_id: 'crm-leak',
        closer_email: closer.email,
        product: 'Course',
        customer_name: customerName,
        customer_email: customerEmail,
        amount: 100,
        transaction_type: 'new',
        transaction_date: '2026-01-15',
      },
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/hooks/${endpointId}`,
      payload: body,
      headers: {
        'content-type': 'application/json',
        ...standardWebhookHeaders(secret, 'msg_leak', body),
      },
    });
    expect(answer.statusCode).toBe(200);
    // Five attempts, each made due at once instead of after its back-off.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await t.database.query(
        "UPDATE webhook_deliveries SET next_attempt_at = now() WHERE status = 'pending'",
      );
      await t.app.webhookService.worker.flush();
    }
    const [delivery] = await t.database.query<{
      delivery_id: number;
      status: string;
      reason: string;
    }>('SELECT delivery_id, status, reason FROM webhook_deliveries WHERE message_id = $1', [
      'msg_leak',
    ]);
    expect(delivery).toMatchObject({
      status: 'rejected',
      reason: `failed 5 times: a database error 23514 (${constraint}, transactions)`,
    });

    const logs = t.logLines.join('\n');
    expect(logs).not.toContain(customerEmail);
    expect(logs).not.toContain(customerName);
    const failures = t.logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line['deliveryId'] === delivery?.delivery_id);
    expect(failures.map((line) => [line['msg'], line['attempts']])).toEqual([
      ['webhook delivery failed; will retry', 1],
      ['webhook delivery failed; will retry', 2],
      ['webhook delivery failed; will retry', 3],
      ['webhook delivery failed; will retry', 4],
      ['webhook delivery given up', 5],
    ]);
    expect(failures[4]).toMatchObject({
      endpointId,
      organizationId: admin.organizationId,
      err: { code: '23514', constraint, table: 'transactions' },
    });
  });
});
