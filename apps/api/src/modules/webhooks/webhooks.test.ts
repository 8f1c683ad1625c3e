import { Webhook } from 'standardwebhooks';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

let t: TestApp;
let admin: TestUser;
let closer: TestUser;
let manager: TestUser;
let productId: number;
let genericId: string;
let secret: string;
let stripeId: string;
const stripeSecret = 'whsec_test_stripe_secret_0123456789';

type Delivery = {
  outcome: string;
  reason: string | null;
  record_id: number | null;
  replayable: boolean;
  message_id: string | null;
  delivery_id: number;
};

const post = (endpointId: string, body: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/hooks/${endpointId}`,
    payload: body,
    headers: { 'content-type': 'application/json', ...headers },
  });

let sequence = 0;
/** A generic event signed with `key` (the endpoint's secret unless given). */
function signed(event: object, options: { key?: string; id?: string; at?: Date } = {}) {
  sequence += 1;
  const id = options.id ?? `msg_${sequence}`;
  const at = options.at ?? new Date();
  const body = JSON.stringify(event);
  const signature = new Webhook(options.key ?? secret).sign(id, at, body);
  return {
    id,
    body,
    headers: {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    },
  };
}

const sendGeneric = (event: object, options?: Parameters<typeof signed>[1]) => {
  const message = signed(event, options);
  return post(genericId, message.body, message.headers);
};

async function deliveries(endpointId: string): Promise<Delivery[]> {
  const response = await t.injectAs(admin, {
    method: 'GET',
    url: `/api/webhook-endpoints/${endpointId}/deliveries`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { deliveries: Delivery[] } }>().data.deliveries;
}

const latest = async (endpointId = genericId) => (await deliveries(endpointId))[0] as Delivery;

const deal = (externalId: string, extra: object = {}) => ({
  type: 'transaction.upserted',
  timestamp: new Date().toISOString(),
  data: {
    external_id: externalId,
    closer_email: closer.email.toUpperCase(),
    product: 'coaching program',
    customer_name: 'Pat Buyer',
    customer_email: 'pat@example.test',
    amount: 1000,
    transaction_type: 'new',
    transaction_date: '2026-01-15',
    ...extra,
  },
});

const count = async (text: string, params: unknown[] = []) => {
  const [row] = await t.database.query<{ n: number }>(text, params);
  return row?.n ?? 0;
};

beforeAll(async () => {
  t = await buildTestApp({ webhookRateLimitPerMinute: 1000 });
  admin = await t.createUser({ access: 2 });
  manager = await t.createUser({ access: 3 });
  closer = await t.createUser({ managerId: manager.userId });
  const role = await t.insertId(
    "INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, 'Closer', 10) RETURNING role_id AS id",
    [admin.organizationId],
  );
  await t.database.query('UPDATE users SET role_id = $1 WHERE user_id = $2', [role, closer.userId]);
  productId = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Coaching Program') RETURNING product_id AS id",
    [admin.organizationId],
  );
  const created = await t.injectAs(admin, {
    method: 'POST',
    url: '/api/webhook-endpoints',
    payload: { type: 'generic', name: 'CRM' },
  });
  expect(created.statusCode).toBe(201);
  const data = created.json<{ data: { endpoint: { endpoint_id: string }; secret: string } }>().data;
  genericId = data.endpoint.endpoint_id;
  secret = data.secret;
  const stripe = await t.injectAs(admin, {
    method: 'POST',
    url: '/api/webhook-endpoints',
    payload: { type: 'stripe', name: 'Stripe', signing_secret: stripeSecret },
  });
  expect(stripe.statusCode).toBe(201);
  stripeId = stripe.json<{ data: { endpoint: { endpoint_id: string } } }>().data.endpoint
    .endpoint_id;
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('endpoints', () => {
  it('shows a generic secret once, in the Standard Webhooks form, and never lists it', async () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const list = await t.injectAs(admin, { method: 'GET', url: '/api/webhook-endpoints' });
    expect(list.body).not.toContain(secret.slice(6));
    expect(list.body).not.toContain(stripeSecret);
    const audit = await count(
      "SELECT count(*)::int AS n FROM audit_events WHERE action = 'webhook_endpoint.created'",
    );
    expect(audit).toBe(2);
  });

  it('refuses managers and a Stripe endpoint without its secret (400 naming it)', async () => {
    const refused = await t.injectAs(manager, { method: 'GET', url: '/api/webhook-endpoints' });
    expect(refused.statusCode).toBe(403);
    const missing = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/webhook-endpoints',
      payload: { type: 'stripe', name: 'No secret' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/^signing_secret/);
  });
});

describe('Standard Webhooks signatures', () => {
  it('accepts a valid delivery and applies it through the services (a deal, pending)', async () => {
    const response = await sendGeneric(deal('crm-1'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      data: { received: true, duplicate: false },
    });
    await t.app.webhookService.worker.flush();
    const delivery = await latest();
    expect(delivery.outcome).toBe('applied');
    const [row] = await t.database.query<{
      user_id: number;
      product_id: number;
      transaction_status: string;
      amount_cents: number;
    }>(
      'SELECT user_id, product_id, transaction_status, amount_cents::int AS amount_cents FROM transactions WHERE transaction_id = $1',
      [delivery.record_id],
    );
    expect(row).toEqual({
      user_id: closer.userId,
      product_id: productId,
      transaction_status: 'pending',
      amount_cents: 100_000,
    });
  });

  it('refuses a tampered body with 401 and stores the delivery without its body', async () => {
    const message = signed(deal('crm-tampered'));
    const response = await post(genericId, message.body.replace('1000', '9000'), message.headers);
    expect(response.statusCode).toBe(401);
    const [stored] = await t.database.query<{ body: unknown; message_id: unknown; status: string }>(
      'SELECT body, message_id, status FROM webhook_deliveries ORDER BY delivery_id DESC LIMIT 1',
    );
    expect(stored).toEqual({ body: null, message_id: null, status: 'rejected' });
    expect((await latest()).replayable).toBe(false);
  });

  it('refuses a delivery signed more than 5 minutes ago, and one signed with another secret', async () => {
    const expired = await sendGeneric(deal('crm-old'), { at: new Date(Date.now() - 6 * 60_000) });
    expect(expired.statusCode).toBe(401);
    const stranger = await sendGeneric(deal('crm-x'), {
      key: `whsec_${Buffer.from('another secret of 24 b!!').toString('base64')}`,
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('keeps the previous secret valid for the grace period after a rotation, then not', async () => {
    const old = secret;
    const rotated = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/webhook-endpoints/${genericId}/rotate-secret`,
    });
    expect(rotated.statusCode).toBe(200);
    const data = rotated.json<{
      data: { secret: string; endpoint: { previous_secret_expires_at: string } };
    }>().data;
    expect(data.secret).not.toBe(old);
    expect(Date.parse(data.endpoint.previous_secret_expires_at) - Date.now()).toBeGreaterThan(
      23 * 3_600_000,
    );
    secret = data.secret;
    expect((await sendGeneric(deal('crm-grace-new'))).statusCode).toBe(200);
    expect((await sendGeneric(deal('crm-grace-old'), { key: old })).statusCode).toBe(200);
    await t.database.query(
      "UPDATE webhook_endpoints SET previous_secret_expires_at = now() - interval '1 second' WHERE endpoint_id = $1",
      [genericId],
    );
    expect((await sendGeneric(deal('crm-grace-late'), { key: old })).statusCode).toBe(401);
    await t.app.webhookService.worker.flush();
  });

  it('answers 404 for an unknown or disabled endpoint and 413 past the size limit', async () => {
    const unknown = await post('00000000-0000-4000-8000-000000000000', '{}', {});
    expect(unknown.statusCode).toBe(404);
    const big = signed({ type: 'outbound.created', data: { padding: 'x'.repeat(300 * 1024) } });
    const tooBig = await post(genericId, big.body, big.headers);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<{ status: string }>().status).toBe('error');
  });
});

describe('/metrics', () => {
  it('counts deliveries by outcome, at intake and once applied', async () => {
    const counts = async () => {
      const metric = t.app.opsMetrics.registry.getSingleMetric(
        'salesdash_webhook_deliveries_total',
      );
      const { values } = await (
        metric as { get(): Promise<{ values: { labels: { outcome?: string }; value: number }[] }> }
      ).get();
      return Object.fromEntries(values.map((value) => [value.labels.outcome, value.value]));
    };
    const before = await counts();
    const message = signed(deal('crm-metrics'));
    expect((await post(genericId, message.body, message.headers)).statusCode).toBe(200);
    expect((await post(genericId, message.body, message.headers)).statusCode).toBe(200);
    expect(
      (
        await sendGeneric(deal('crm-metrics-bad'), {
          key: `whsec_${Buffer.from('not the secret of this one').toString('base64')}`,
        })
      ).statusCode,
    ).toBe(401);
    await t.app.webhookService.worker.flush();
    const after = await counts();
    const delta = (outcome: string) => (after[outcome] ?? 0) - (before[outcome] ?? 0);
    expect({
      received: delta('received'),
      repeat: delta('repeat'),
      bad_signature: delta('bad_signature'),
      applied: delta('applied'),
    }).toEqual({ received: 1, repeat: 1, bad_signature: 1, applied: 1 });
  });
});

describe('idempotency', () => {
  it('answers a replayed webhook-id 200, stores it as a duplicate and changes nothing', async () => {
    const message = signed(deal('crm-replay'));
    expect((await post(genericId, message.body, message.headers)).statusCode).toBe(200);
    await t.app.webhookService.worker.flush();
    const before = await count('SELECT count(*)::int AS n FROM transactions');
    const again = await post(genericId, message.body, message.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: { duplicate: boolean } }>().data.duplicate).toBe(true);
    await t.app.webhookService.worker.flush();
    expect(await count('SELECT count(*)::int AS n FROM transactions')).toBe(before);
    expect((await latest()).outcome).toBe('duplicate');
  });

  it('applies 200 concurrent deliveries of one event once', async () => {
    const message = signed(deal('crm-storm'));
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => post(genericId, message.body, message.headers)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await t.app.webhookService.worker.flush();
    expect(
      await count("SELECT count(*)::int AS n FROM external_ids WHERE external_id = 'crm-storm'"),
    ).toBe(1);
    const rows = await t.database.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM webhook_deliveries WHERE message_id = $1 GROUP BY status ORDER BY status',
      [message.id],
    );
    expect(rows).toEqual([
      { status: 'applied', n: 1 },
      { status: 'duplicate', n: 199 },
    ]);
  }, 60_000);

  it('updates a pending deal sent again with its external id, and approves it through the money core', async () => {
    expect(
      (await sendGeneric(deal('crm-1', { amount: 1200, transaction_status: 'approved' })))
        .statusCode,
    ).toBe(200);
    await t.app.webhookService.worker.flush();
    const delivery = await latest();
    expect(`${delivery.outcome} ${delivery.reason}`).toBe('applied updated');
    const splits = await t.database.query<{ user_id: number; amount_cents: number }>(
      'SELECT user_id, amount_cents::int AS amount_cents FROM commission_splits WHERE transaction_id = $1',
      [delivery.record_id],
    );
    expect(splits).toEqual([{ user_id: closer.userId, amount_cents: 12_000 }]);
  });
});

describe('generic events', () => {
  it('keeps an unknown person or product as unmatched with the reason, replayable after the fix', async () => {
    await sendGeneric(deal('crm-nobody', { closer_email: 'nobody@example.test' }));
    await t.app.webhookService.worker.flush();
    const unmatched = await latest();
    expect(unmatched).toMatchObject({
      outcome: 'unmatched',
      reason: 'no active person with the email nobody@example.test',
      replayable: true,
    });
    await t.createUser({ email: 'nobody@example.test' });
    const replay = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/webhook-endpoints/${genericId}/deliveries/${unmatched.delivery_id}/replay`,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<{ data: Delivery }>().data.outcome).toBe('applied');
  });

  it('rejects an event outside the schema, naming the field', async () => {
    await sendGeneric({ type: 'transaction.upserted', data: { external_id: 'bad' } });
    await t.app.webhookService.worker.flush();
    const rejected = await latest();
    expect(rejected.outcome).toBe('rejected');
    expect(rejected.reason).toMatch(/^data\.closer_email/);
  });

  it('refunds through the money core (a clawback) and books, moves and logs calls and outbound', async () => {
    await sendGeneric({ type: 'transaction.refunded', data: { external_id: 'crm-1' } });
    await sendGeneric({
      type: 'appointment.upserted',
      data: {
        external_id: 'cal-1',
        closer_email: closer.email,
        product: 'Coaching Program',
        lead_name: 'Lee Lead',
        call_date: '2026-01-20T15:00:00Z',
      },
    });
    await sendGeneric({
      type: 'appointment.status_changed',
      data: { external_id: 'cal-1', appointment_status: 'taken' },
    });
    await sendGeneric({
      type: 'outbound.created',
      data: {
        external_id: 'dial-1',
        user_email: closer.email,
        type: 'call',
        answered: true,
        duration_seconds: 90,
      },
    });
    await t.app.webhookService.worker.flush();
    const recent = (await deliveries(genericId)).slice(0, 4);
    expect(recent.map((delivery) => delivery.outcome)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    expect(
      await count("SELECT count(*)::int AS n FROM commission_splits WHERE kind = 'reversal'"),
    ).toBe(1);
    expect(
      await count("SELECT count(*)::int AS n FROM appointments WHERE appointment_status = 'taken'"),
    ).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM outbound_records WHERE answered')).toBe(1);
  });
});

describe('Stripe', () => {
  let eventSequence = 0;
  const sendStripe = (type: string, object: object) => {
    eventSequence += 1;
    const body = JSON.stringify({
      id: `evt_${eventSequence}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: stripeSecret,
    });
    return post(stripeId, body, { 'stripe-signature': header });
  };
  const intent = (id: string, extra: object = {}) => ({
    id,
    object: 'payment_intent',
    amount: 50_000,
    amount_received: 50_000,
    currency: 'usd',
    receipt_email: 'sam@example.test',
    created: Math.floor(Date.now() / 1000),
    metadata: { closer_email: closer.email, product: 'Coaching Program' },
    ...extra,
  });

  it('refuses a bad stripe-signature with 401', async () => {
    const response = await post(stripeId, '{"id":"evt_x"}', { 'stripe-signature': 't=1,v1=abc' });
    expect(response.statusCode).toBe(401);
  });

  it('records a first payment as new and the next as a payment plan, pending', async () => {
    expect((await sendStripe('payment_intent.succeeded', intent('pi_1'))).statusCode).toBe(200);
    expect(
      (
        await sendStripe(
          'payment_intent.succeeded',
          intent('pi_2', { metadata: { product: 'Coaching Program' } }),
        )
      ).statusCode,
    ).toBe(200);
    await t.app.webhookService.worker.flush();
    const rows = await t.database.query<{
      transaction_type: string;
      transaction_status: string;
      user_id: number;
    }>(
      "SELECT transaction_type, transaction_status, user_id FROM transactions WHERE customer_email = 'sam@example.test' ORDER BY transaction_id",
    );
    expect(rows).toEqual([
      { transaction_type: 'new', transaction_status: 'pending', user_id: closer.userId },
      { transaction_type: 'payment_plan', transaction_status: 'pending', user_id: closer.userId },
    ]);
  });

  it('keeps non-USD payments and partial refunds as unmatched with the reason', async () => {
    await sendStripe('payment_intent.succeeded', intent('pi_eur', { currency: 'eur' }));
    await t.app.webhookService.worker.flush();
    expect((await latest(stripeId)).reason).toBe('the currency is EUR: SalesDash counts USD only');
    await sendStripe('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      amount: 50_000,
      amount_refunded: 10_000,
      currency: 'usd',
      payment_intent: 'pi_1',
    });
    await t.app.webhookService.worker.flush();
    expect(await latest(stripeId)).toMatchObject({
      outcome: 'unmatched',
      reason: expect.stringMatching(/^a partial refund/),
    });
  });

  it('auto-approves when set (commission paid) and refunds a full refund through the money core', async () => {
    const patched = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/webhook-endpoints/${stripeId}`,
      payload: { auto_approve: true },
    });
    expect(patched.statusCode).toBe(200);
    await sendStripe(
      'payment_intent.succeeded',
      intent('pi_auto', { receipt_email: 'auto@example.test' }),
    );
    await t.app.webhookService.worker.flush();
    const approved = await latest(stripeId);
    expect(approved.outcome).toBe('applied');
    expect(
      await count(
        'SELECT count(*)::int AS n FROM commission_splits WHERE transaction_id = $1 AND amount_cents = 5000',
        [approved.record_id],
      ),
    ).toBe(1);
    await sendStripe('charge.refunded', {
      id: 'ch_2',
      object: 'charge',
      amount: 50_000,
      amount_refunded: 50_000,
      currency: 'usd',
      payment_intent: 'pi_auto',
    });
    await t.app.webhookService.worker.flush();
    expect((await latest(stripeId)).outcome).toBe('applied');
    const [row] = await t.database.query<{ transaction_status: string }>(
      'SELECT transaction_status FROM transactions WHERE transaction_id = $1',
      [approved.record_id],
    );
    expect(row?.transaction_status).toBe('refunded');
  });
});
