import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { createGenericEndpoint, standardWebhookHeaders } from '../../testing/generic-webhooks.ts';

/*
 * The intake's budgets (intake-limits.ts) with `WEBHOOK_RATE_LIMIT_PER_MINUTE=40`: junk with
 * no valid signature is limited per address and never spends the endpoint's budget, which
 * counts verified deliveries only.
 */

let t: TestApp;
let endpointId: string;
let secret: string;
const junkAddress = '203.0.113.7';
const senderAddress = '198.51.100.9';

const post = (payload: string, headers: Record<string, string>, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/hooks/${endpointId}`,
    payload,
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
  });

let sequence = 0;
/** An outbound event signed with the endpoint's secret. */
function signedEvent() {
  sequence += 1;
  const id = `msg_limit_${sequence}`;
  const body = JSON.stringify({
    type: 'outbound.created',
    data: { external_id: `dial-${sequence}`, user_email: 'nobody@example.test', type: 'message' },
  });
  return { body, headers: standardWebhookHeaders(secret, id, body) };
}

const sendSigned = (remoteAddress: string) => {
  const event = signedEvent();
  return post(event.body, event.headers, remoteAddress);
};

beforeAll(async () => {
  t = await buildTestApp({ webhookRateLimitPerMinute: 40 });
  const admin = await t.createUser({ access: 2 });
  ({ endpointId, secret } = await createGenericEndpoint(t, admin));
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('the intake’s rate limits', () => {
  it('takes the sender’s signed delivery after 45 unsigned POSTs from one address', async () => {
    const junk = [];
    for (let index = 0; index < 45; index += 1) {
      junk.push((await post('{"type":"outbound.created"}', {}, junkAddress)).statusCode);
    }
    expect(junk.filter((status) => status === 401)).toHaveLength(40);
    expect(junk.slice(40)).toEqual([429, 429, 429, 429, 429]);
    const [stored] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1 AND reason LIKE 'bad signature:%'",
      [endpointId],
    );
    expect(stored?.n).toBe(40);

    const real = await sendSigned(senderAddress);
    expect(real.statusCode, real.body).toBe(200);
    // A signature that verifies is taken even from the address that sent the junk.
    expect((await sendSigned(junkAddress)).statusCode).toBe(200);
  });

  it('counts verified deliveries against the endpoint’s rate', async () => {
    // Two verified deliveries so far: 38 more fill the minute's 40.
    for (let index = 0; index < 38; index += 1) {
      expect((await sendSigned(senderAddress)).statusCode).toBe(200);
    }
    const over = await sendSigned(senderAddress);
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toMatch(
      /^Too many deliveries to this endpoint/,
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
