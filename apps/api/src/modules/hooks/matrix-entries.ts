import { publicRoute, type MatrixEntry } from '../../security-matrix/matrix-cells.ts';
import { endpointOfA } from '../webhook-endpoints/matrix-entries.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const hooksMatrixEntries: MatrixEntry[] = [
  {
    method: 'POST',
    path: '/api/hooks/{id}',
    shareFor: 'employee',
    // Credentials mean nothing here: unsigned, every caller is refused by the signature.
    request: async (w) => ({
      method: 'POST',
      url: `/api/hooks/${(await endpointOfA(w)).endpointId}`,
      payload: { type: 'outbound.created', data: {} },
    }),
    expect: publicRoute(401),
  },
];
