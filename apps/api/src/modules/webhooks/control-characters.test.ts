import { controlCharactersMessage } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { createGenericEndpoint, standardWebhookHeaders } from '../../testing/generic-webhooks.ts';

/*
 * A generic webhook's event is checked against the same contract as the app's own forms: a
 * name with a line break, tab or bidi override makes the delivery rejected with the reason
 * naming the field (answered 200, so the sender does not retry it), and nothing is written.
 */

let t: TestApp;
let admin: TestUser;
let endpointId: string;
let secret: string;

/** The person credited: the table of cases below is built before the app is. */
const closerEmail = 'closer@example.test';

type Delivery = { outcome: string; reason: string | null; record_id: number | null };

beforeAll(async () => {
  t = await buildTestApp({ webhookRateLimitPerMinute: 1000 });
  admin = await t.createUser({ access: 2 });
  await t.createUser({ email: closerEmail });
  await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Coaching') RETURNING product_id AS id",
    [admin.organizationId],
  );
  ({ endpointId, secret } = await createGenericEndpoint(t, admin));
});

afterAll(async () => {
  await t.close();
});

let sequence = 0;
/** Sends `event` signed with the endpoint's secret, as the Standard Webhooks library signs. */
async function send(event: object) {
  sequence += 1;
  const id = `msg_names_${sequence}`;
  const at = new Date();
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: `/api/hooks/${endpointId}`,
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...standardWebhookHeaders(secret, id, body, at),
    },
  });
}

async function latest(): Promise<Delivery> {
  const response = await t.injectAs(admin, {
    method: 'GET',
    url: `/api/webhook-endpoints/${endpointId}/deliveries`,
  });
  expect(response.statusCode).toBe(200);
  const [delivery] = response.json<{ data: { deliveries: Delivery[] } }>().data.deliveries;
  if (!delivery) throw new Error('no delivery was kept');
  return delivery;
}

const payment = (id: string, data: object) => ({
  type: 'transaction.upserted',
  data: {
    external_id: id,
    closer_email: closerEmail,
    product: 'Coaching',
    customer_name: 'Pat Buyer',
    amount: 100,
    transaction_type: 'new',
    transaction_date: '2026-01-15',
    ...data,
  },
});

const call = (id: string, data: object) => ({
  type: 'appointment.upserted',
  data: {
    external_id: id,
    closer_email: closerEmail,
    product: 'Coaching',
    lead_name: 'Lee Lead',
    call_date: '2026-01-15T10:00:00Z',
    ...data,
  },
});

describe('a generic delivery naming someone with a control character', () => {
  it.each([
    {
      name: 'a CR LF in a customer’s name',
      event: payment('n-1', { customer_name: 'Pat\r\nBuyer' }),
      field: 'data.customer_name',
    },
    {
      name: 'a TAB in a customer’s name',
      event: payment('n-2', { customer_name: 'Pat\tBuyer' }),
      field: 'data.customer_name',
    },
    {
      name: 'a bidi override in a lead’s name',
      event: call('n-3', { lead_name: 'Lee \u202edaeL' }),
      field: 'data.lead_name',
    },
    {
      name: 'a LF in a product’s name',
      event: payment('n-4', { product: 'Coach\ning' }),
      field: 'data.product',
    },
  ])('is rejected with the reason naming the field: $name', async ({ event, field }) => {
    expect((await send(event)).statusCode).toBe(200);
    await t.app.webhookService.worker.flush();
    expect(await latest()).toMatchObject({
      outcome: 'rejected',
      reason: `${field}: ${controlCharactersMessage}`,
      record_id: null,
    });
  });

  it('wrote none of them, and a clean name still lands', async () => {
    expect((await send(payment('n-5', {}))).statusCode).toBe(200);
    await t.app.webhookService.worker.flush();
    expect((await latest()).outcome).toBe('applied');
    const [stored] = await t.database.query<{ payments: number; calls: number }>(
      `SELECT (SELECT count(*)::int FROM transactions WHERE organization_id = $1) AS payments,
              (SELECT count(*)::int FROM appointments WHERE organization_id = $1) AS calls`,
      [admin.organizationId],
    );
    expect(stored).toEqual({ payments: 1, calls: 0 });
  });
});
