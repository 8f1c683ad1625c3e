import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { createGenericEndpoint, standardWebhookHeaders } from '../../testing/generic-webhooks.ts';
import { closerAtTenPercent } from '../../testing/money-through-api.ts';

let t: TestApp;
let admin: TestUser;
let closer: TestUser;
let manager: TestUser;
let productId: number;
let genericId: string;
let secret: string;
let stripeId: string;
/** A second organization, with its own Stripe endpoint (payments approved at once). */
let otherAdmin: TestUser;
let otherCloser: TestUser;
let otherProductId: number;
let otherStripeId: string;
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
  return { id, body, headers: standardWebhookHeaders(options.key ?? secret, id, body, at) };
}

const sendGeneric = (event: object, options?: Parameters<typeof signed>[1]) => {
  const message = signed(event, options);
  return post(genericId, message.body, message.headers);
};

/** Posts `body` (the exact text) to a Stripe endpoint, signed as Stripe signs it. */
const postStripe = (body: string, endpointId = stripeId) =>
  post(endpointId, body, {
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: stripeSecret,
    }),
  });

let stripeSequence = 0;
/** A Stripe event of `type` about `object`, signed; `envelope` overrides the event's own fields. */
const sendStripeTo = (
  endpointId: string,
  type: string,
  object: object,
  envelope: Record<string, unknown> = {},
) => {
  stripeSequence += 1;
  return postStripe(
    JSON.stringify({
      id: `evt_${stripeSequence}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
      ...envelope,
    }),
    endpointId,
  );
};

/** A $500.00 payment intent of org A's closer (overridden by `extra`). */
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

/** A JSON event whose `data` nests `levels` arrays deep (about 2 bytes a level). */
const nestedEvent = (levels: number) =>
  `{"type":"outbound.created","data":${'['.repeat(levels)}${']'.repeat(levels)}}`;

async function deliveries(endpointId: string, as = admin): Promise<Delivery[]> {
  const response = await t.injectAs(as, {
    method: 'GET',
    url: `/api/webhook-endpoints/${endpointId}/deliveries`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { deliveries: Delivery[] } }>().data.deliveries;
}

const latest = async (endpointId = genericId, as = admin) =>
  (await deliveries(endpointId, as))[0] as Delivery;

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
  ({ endpointId: genericId, secret } = await createGenericEndpoint(t, admin));
  const stripe = await t.injectAs(admin, {
    method: 'POST',
    url: '/api/webhook-endpoints',
    payload: { type: 'stripe', name: 'Stripe', signing_secret: stripeSecret },
  });
  expect(stripe.statusCode).toBe(201);
  stripeId = stripe.json<{ data: { endpoint: { endpoint_id: string } } }>().data.endpoint
    .endpoint_id;
  otherAdmin = await t.createUser({ access: 2, organizationName: 'Other Org' });
  otherCloser = await t.createUser({ organizationName: 'Other Org' });
  await closerAtTenPercent(t, otherCloser);
  otherProductId = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Course') RETURNING product_id AS id",
    [otherAdmin.organizationId],
  );
  const otherStripe = await t.injectAs(otherAdmin, {
    method: 'POST',
    url: '/api/webhook-endpoints',
    payload: {
      type: 'stripe',
      name: 'Stripe',
      signing_secret: stripeSecret,
      auto_approve: true,
      mapping: {
        closer_metadata_key: 'closer_email',
        setter_metadata_key: null,
        product_metadata_key: 'product',
        closer_from_customer: false,
        price_products: { price_course: otherProductId },
      },
    },
  });
  expect(otherStripe.statusCode, otherStripe.body).toBe(201);
  otherStripeId = otherStripe.json<{ data: { endpoint: { endpoint_id: string } } }>().data.endpoint
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
      "SELECT count(*)::int AS n FROM audit_events WHERE action = 'webhook_endpoint.created' AND organization_id = $1",
      [admin.organizationId],
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
  const sendStripe = (type: string, object: object) => sendStripeTo(stripeId, type, object);

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

describe('hostile bodies', () => {
  it('stores a signed body nested deeper than 64 as rejected and answers 200, generic and Stripe', async () => {
    const deep = nestedEvent(20_000);
    const generic = signed({});
    const genericAnswer = await post(
      genericId,
      deep,
      standardWebhookHeaders(secret, generic.id, deep),
    );
    expect(genericAnswer.statusCode, genericAnswer.body).toBe(200);
    expect(await latest()).toMatchObject({
      outcome: 'rejected',
      reason: 'nested deeper than 64',
      message_id: generic.id,
      replayable: false,
    });
    const stripeAnswer = await postStripe(deep);
    expect(stripeAnswer.statusCode, stripeAnswer.body).toBe(200);
    expect(await latest(stripeId)).toMatchObject({
      outcome: 'rejected',
      reason: 'nested deeper than 64',
      replayable: false,
    });
    const stored = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_deliveries WHERE reason = $1 AND body IS NOT NULL',
      ['nested deeper than 64'],
    );
    expect(stored).toEqual([{ n: 0 }]);
  });

  it('refuses an unsigned deep body like any unsigned one (401)', async () => {
    expect((await post(genericId, nestedEvent(20_000), {})).statusCode).toBe(401);
    expect((await post(stripeId, nestedEvent(20_000), {})).statusCode).toBe(401);
  });

  it('keeps signed bodies that are not JSON, or that PostgreSQL cannot store, as rejected (200)', async () => {
    const cases = [
      { body: '{"type": oops}', reason: 'the body is not JSON' },
      {
        body: '{"type":"outbound.created","data":{"external_id":"nul\\u0000"}}',
        reason: 'the body holds text PostgreSQL cannot store (\\u0000 or a lone surrogate)',
      },
    ];
    for (const { body, reason } of cases) {
      const message = signed({});
      const answer = await post(genericId, body, standardWebhookHeaders(secret, message.id, body));
      expect(answer.statusCode, body).toBe(200);
      expect(await latest(), body).toMatchObject({
        outcome: 'rejected',
        reason,
        replayable: false,
      });
    }
  });
});

describe('Stripe events the worker refuses', () => {
  const transactionOf = async (payment: string) => {
    const rows = await t.database.query<{ transaction_id: number; transaction_status: string }>(
      'SELECT transaction_id, transaction_status FROM transactions WHERE notes = $1',
      [`Stripe ${payment}`],
    );
    return rows;
  };

  it('refuses an event without an id (nothing to tell a repeat by) and records nothing', async () => {
    for (const attempt of [1, 2]) {
      const answer = await sendStripeTo(stripeId, 'payment_intent.succeeded', intent('pi_noid'), {
        id: undefined,
      });
      expect(answer.statusCode, `attempt ${attempt}`).toBe(200);
      await t.app.webhookService.worker.flush();
      expect(await latest(stripeId)).toMatchObject({
        outcome: 'rejected',
        reason: 'id: a Stripe event names its id (evt_…): without it a repeat cannot be told apart',
        message_id: null,
        replayable: false,
      });
    }
    expect(await transactionOf('pi_noid')).toEqual([]);
  });

  it('does not refund a $500 deal for a refund whose amount is "abc" (rejected, naming the field)', async () => {
    await sendStripeTo(stripeId, 'payment_intent.succeeded', intent('pi_abc'));
    await t.app.webhookService.worker.flush();
    expect((await latest(stripeId)).outcome).toBe('applied');
    await sendStripeTo(stripeId, 'charge.refunded', {
      id: 'ch_abc',
      object: 'charge',
      amount: 'abc',
      amount_refunded: 50_000,
      currency: 'usd',
      payment_intent: 'pi_abc',
    });
    await t.app.webhookService.worker.flush();
    const refused = await latest(stripeId);
    expect(refused.outcome).toBe('rejected');
    expect(refused.reason).toMatch(/^data\.object\.amount: /);
    const [deal] = await transactionOf('pi_abc');
    expect(deal?.transaction_status).not.toBe('refunded');
  });

  it.each([
    [
      'a payment amount given as text',
      'payment_intent.succeeded',
      () => intent('pi_m1', { amount_received: '500' }),
      /^data\.object\.amount_received: /,
    ],
    [
      'a negative amount',
      'payment_intent.succeeded',
      () => intent('pi_m2', { amount_received: -5 }),
      /^data\.object\.amount_received: /,
    ],
    [
      'a fractional amount of cents',
      'payment_intent.succeeded',
      () => intent('pi_m3', { amount_received: 10.5 }),
      /^data\.object\.amount_received: /,
    ],
    [
      'an amount past the largest deal',
      'payment_intent.succeeded',
      () => intent('pi_m4', { amount_received: 1e20 }),
      /^data\.object\.amount_received: /,
    ],
    [
      'a payment without its id',
      'payment_intent.succeeded',
      () => intent('', { id: undefined }),
      /^data\.object\.id: /,
    ],
    [
      'metadata that is not text',
      'payment_intent.succeeded',
      () => intent('pi_m5', { metadata: { product: 7 } }),
      /^data\.object\.metadata\.product: /,
    ],
    [
      'a created time that is no number',
      'payment_intent.succeeded',
      () => intent('pi_m6', { created: 'yesterday' }),
      /^data\.object\.created: /,
    ],
    [
      'a receipt email that is no email',
      'payment_intent.succeeded',
      () => intent('pi_m7', { receipt_email: 'not an email' }),
      /^data\.object\.receipt_email: /,
    ],
    [
      'an invoice paying a text amount',
      'invoice.paid',
      () => ({
        id: 'in_m1',
        object: 'invoice',
        amount_paid: '1',
        currency: 'usd',
        customer_email: 'sam@example.test',
        created: 1_700_000_000,
      }),
      /^data\.object\.amount_paid: /,
    ],
    [
      'an invoice whose lines are no list',
      'invoice.paid',
      () => ({
        id: 'in_m2',
        object: 'invoice',
        amount_paid: 100,
        currency: 'usd',
        customer_email: 'sam@example.test',
        created: 1_700_000_000,
        lines: { data: 'price_1' },
      }),
      /^data\.object\.lines\.data: /,
    ],
    [
      'a refund without its refunded amount',
      'charge.refunded',
      () => ({
        id: 'ch_m1',
        object: 'charge',
        amount: 100,
        currency: 'usd',
        payment_intent: 'pi_1',
      }),
      /^data\.object\.amount_refunded: /,
    ],
    [
      'a refund of a currency that is no text',
      'charge.refunded',
      () => ({
        id: 'ch_m2',
        object: 'charge',
        amount: 100,
        amount_refunded: 100,
        currency: 840,
        payment_intent: 'pi_1',
      }),
      /^data\.object\.currency: /,
    ],
  ])('rejects %s, naming the field', async (_case, type, object, reason) => {
    await sendStripeTo(stripeId, type, object());
    await t.app.webhookService.worker.flush();
    const refused = await latest(stripeId);
    expect(refused.outcome).toBe('rejected');
    expect(refused.reason).toMatch(reason);
  });
});

describe('Stripe dates', () => {
  const lastMonth = async () => {
    const [row] = await t.database.query<{ month: string }>(
      "SELECT to_char(now() - interval '1 month', 'YYYY-MM') AS month",
    );
    return String(row?.month);
  };
  const payment = (id: string, created: Date) => ({
    id,
    object: 'payment_intent',
    amount: 20_000,
    amount_received: 20_000,
    currency: 'usd',
    receipt_email: `${id}@example.test`,
    created: Math.floor(created.getTime() / 1000),
    metadata: { closer_email: otherCloser.email, product: 'Course' },
  });

  it('keeps a payment dated outside 1900–2999 as unmatched, and the next close is not blocked', async () => {
    const month = await lastMonth();
    const before = await t.getAs(otherAdmin, '/api/statements/admin', { month });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<{ data: { not_closable_reason: string | null } }>().data).toMatchObject({
      not_closable_reason: null,
    });
    for (const [id, created] of [
      ['pi_0999', new Date(Date.UTC(999, 5, 15, 12))],
      ['pi_3000', new Date(Date.UTC(3000, 0, 15, 12))],
    ] as const) {
      expect(
        (await sendStripeTo(otherStripeId, 'payment_intent.succeeded', payment(id, created)))
          .statusCode,
      ).toBe(200);
      await t.app.webhookService.worker.flush();
      expect(await latest(otherStripeId, otherAdmin), id).toMatchObject({
        outcome: 'unmatched',
        reason: expect.stringMatching(
          /^the payment's date \((0999|3000)-\d\d-\d\d\) is outside what SalesDash records: must be a day from 1900-01-01 to 2999-12-31$/,
        ),
        replayable: true,
      });
    }
    expect(
      await count('SELECT count(*)::int AS n FROM transactions WHERE organization_id = $1', [
        otherAdmin.organizationId,
      ]),
    ).toBe(0);
    const closed = await t.injectAs(otherAdmin, {
      method: 'POST',
      url: '/api/statements/admin/close',
      payload: { month },
    });
    expect(closed.statusCode, closed.body).toBe(200);
  });
});

describe('a Stripe mapping', () => {
  const mapping = (priceProducts: Record<string, number>) => ({
    closer_metadata_key: 'closer_email',
    setter_metadata_key: null,
    product_metadata_key: 'product',
    closer_from_customer: true,
    price_products: priceProducts,
  });

  it('refuses another organization’s product id on create and on update (400 naming the price)', async () => {
    const created = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/webhook-endpoints',
      payload: {
        type: 'stripe',
        name: 'Stripe B',
        signing_secret: stripeSecret,
        mapping: mapping({ price_mine: productId, price_theirs: otherProductId }),
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json<{ message: string }>().message).toBe(
      'mapping.price_products.price_theirs: No such active product in this organization',
    );
    const updated = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/webhook-endpoints/${stripeId}`,
      payload: { mapping: mapping({ price_theirs: otherProductId }) },
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json<{ message: string }>().message).toBe(
      'mapping.price_products.price_theirs: No such active product in this organization',
    );
    const own = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/webhook-endpoints/${stripeId}`,
      payload: { mapping: mapping({ price_mine: productId }) },
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});
