import {
  adminsOfTheirOrganization,
  signedIn,
  type MatrixEntry,
} from '../../security-matrix/matrix-cells.ts';
import type { World } from '../../security-matrix/world.ts';
import { testJwtSecret } from '../../testing/build-test-app.ts';
import { createSecretBox, newSigningSecret } from '../webhooks/endpoint-secrets.ts';

/** Admins of org A, on one of its endpoints: elsewhere it is not found. */
const adminsOfOrgA = signedIn({
  employee: 403,
  otherOrgEmployee: 403,
  otherTeamManager: 403,
  manager: 403,
  admin: '2xx',
});

/** A fresh generic endpoint of org A with one unmatched delivery, for a mutating cell. */
export async function endpointOfA(w: World): Promise<{ endpointId: string; deliveryId: number }> {
  const sealed = createSecretBox(testJwtSecret).seal(newSigningSecret());
  const [endpoint] = await w.t.database.query<{ id: string }>(
    `INSERT INTO webhook_endpoints (organization_id, type, name, sealed_secret)
     VALUES ($1, 'generic', $2, $3) RETURNING endpoint_id::text AS id`,
    [w.orgA, `Matrix hook ${w.next()}`, sealed],
  );
  if (!endpoint) throw new Error('no endpoint');
  const deliveryId = await w.t.insertId(
    `INSERT INTO webhook_deliveries (endpoint_id, organization_id, message_id, event_type, body, status, reason, finished_at)
     VALUES ($1, $2, $3, 'outbound.created', $4::jsonb, 'unmatched', 'no such person', now())
     RETURNING delivery_id AS id`,
    [
      endpoint.id,
      w.orgA,
      `msg_${w.next()}`,
      JSON.stringify({
        type: 'outbound.created',
        data: { external_id: `m-${w.next()}`, user_email: w.e1.email, type: 'message' },
      }),
    ],
  );
  return { endpointId: endpoint.id, deliveryId };
}

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const webhookEndpointsMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/webhook-endpoints',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/webhook-endpoints' }),
    expect: adminsOfTheirOrganization,
  },
  {
    method: 'POST',
    path: '/api/webhook-endpoints',
    shareFor: 'employee',
    request: (w) => ({
      method: 'POST',
      url: '/api/webhook-endpoints',
      payload: { type: 'generic', name: `Matrix hook ${w.next()}` },
    }),
    expect: adminsOfTheirOrganization,
  },
  {
    method: 'PATCH',
    path: '/api/webhook-endpoints/{id}',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/webhook-endpoints/${(await endpointOfA(w)).endpointId}`,
      payload: { enabled: false },
    }),
    expect: adminsOfOrgA,
  },
  {
    method: 'DELETE',
    path: '/api/webhook-endpoints/{id}',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/webhook-endpoints/${(await endpointOfA(w)).endpointId}`,
    }),
    expect: adminsOfOrgA,
  },
  {
    method: 'POST',
    path: '/api/webhook-endpoints/{id}/rotate-secret',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'POST',
      url: `/api/webhook-endpoints/${(await endpointOfA(w)).endpointId}/rotate-secret`,
    }),
    expect: adminsOfOrgA,
  },
  {
    method: 'GET',
    path: '/api/webhook-endpoints/{id}/deliveries',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'GET',
      url: `/api/webhook-endpoints/${(await endpointOfA(w)).endpointId}/deliveries`,
    }),
    expect: adminsOfOrgA,
  },
  {
    method: 'POST',
    path: '/api/webhook-endpoints/{id}/deliveries/{deliveryId}/replay',
    shareFor: 'employee',
    request: async (w) => {
      const { endpointId, deliveryId } = await endpointOfA(w);
      return {
        method: 'POST',
        url: `/api/webhook-endpoints/${endpointId}/deliveries/${deliveryId}/replay`,
      };
    },
    expect: adminsOfOrgA,
  },
];
