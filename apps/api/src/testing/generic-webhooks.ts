import { Webhook } from 'standardwebhooks';
import type { TestApp, TestUser } from './build-test-app.ts';

/** A generic (Standard Webhooks) endpoint `admin` creates, with its secret shown this once. */
export async function createGenericEndpoint(
  t: TestApp,
  admin: TestUser,
): Promise<{ endpointId: string; secret: string }> {
  const created = await t.injectAs(admin, {
    method: 'POST',
    url: '/api/webhook-endpoints',
    payload: { type: 'generic', name: 'CRM' },
  });
  if (created.statusCode !== 201) throw new Error(`creating an endpoint: ${created.body}`);
  const data = created.json<{ data: { endpoint: { endpoint_id: string }; secret: string } }>().data;
  return { endpointId: data.endpoint.endpoint_id, secret: data.secret };
}

/** The Standard Webhooks headers a sender signs `body` with, as message `id` sent at `at`. */
export function standardWebhookHeaders(
  secret: string,
  id: string,
  body: string,
  at: Date = new Date(),
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}
